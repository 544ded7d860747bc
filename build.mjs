#!/usr/bin/env node
// The one build script. Its work is done by the TypeScript modules in src/builder/ (build.ts
// reads top to bottom, one step per artefact); this file only starts them:
//
//   node build.mjs build   writes dist/ (or --out <dir>; --csp-meta for hosts that cannot send headers;
//                          --no-precompress for hosts that compress on their own;
//                          --timings for each step's time and what it took from the cache)
//   node build.mjs start   builds, then previews dist/ with its headers (PORT, default 4173; HOST)
//   node build.mjs dev     builds to .cache/dev, serves it, rebuilds and reloads on change
//   node build.mjs pages-target   where GitHub Pages serves the site, from the content's siteUrl
//   node build.mjs posts-sync [feed…]   adds the posts of the content's feeds (or these) to src/content/synced-posts.json
//   node build.mjs import-resume <file>   writes src/content/content.ts from a JSON Resume
//
// Node 20, which the README's machines have, runs no TypeScript of itself: tsx's loader
// compiles each module as Node imports it (esbuild underneath, the same compiler as the
// site's bundles), so the code that runs is the code in src/, with nothing bundled or cached.

import { register } from 'tsx/esm/api';

register();
const { runCommand } = await import('./src/builder/commands');
await runCommand(process.argv[2], process.argv.slice(3));
