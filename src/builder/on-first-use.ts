// A package the build's tools load the first time a step uses it, not when the tools load.
// Every build loads the tools, yet most use only some of them: no build reads a feed
// (posts:sync is its own command), and a site without Markdown posts never parses Markdown,
// YAML or HTML. Loading those packages with the tools took about 90 ms (the feed readers) and
// 110 ms (markdown-it, highlight.js, yaml, htmlparser2, entities) of every build's start
// (issue 23: the test run makes dozens of builds). Node's require, so the call stays
// synchronous; these packages ship a CommonJS build.
//
// Not for a package the résumé or the social card draw with: their caches are keyed on the
// packages esbuild sees imported (code-inputs.ts), and it does not see these.

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The package `name`, loaded on the first call and kept. */
export function onFirstUse<Module>(name: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(name) as Module);
}
