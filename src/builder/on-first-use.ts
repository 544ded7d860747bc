// A package loaded the first time a step uses it, not when the build starts. Most builds use
// only some of them: no build reads a feed (posts:sync is its own command), and a site without
// Markdown posts never parses Markdown, YAML or HTML. Loading them all at the start took about
// 200 ms of every build (the feed readers; markdown-it, highlight.js, yaml, htmlparser2,
// entities). Node's require, so the call stays synchronous; these packages ship CommonJS.

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The package `name`, loaded on the first call and kept. */
export function onFirstUse<Module>(name: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(name) as Module);
}
