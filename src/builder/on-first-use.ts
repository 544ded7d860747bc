// A package loaded the first time a step uses it: no build reads a feed, and a site without
// Markdown posts parses no Markdown or YAML. require, so the call stays synchronous.

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The package `name`, loaded on the first call and kept. */
export function onFirstUse<Module>(name: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(name) as Module);
}
