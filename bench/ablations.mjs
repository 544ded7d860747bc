// The first-paint pieces `npm run bench -- --ablate` measures: each is taken out on
// its own, in a throwaway copy of the project, everything else unchanged, and the copy is
// built with the real CLI. A removal is a list of exact text replacements in the copy; one
// whose text is no longer there fails the run, so a changed file never yields a variant that
// silently still has the piece. Nothing here touches the project itself.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a build reads (public/ when there is one); node_modules is linked, the image cache shared (IMAGE_CACHE_DIR). */
const COPIED = ['build.mjs', 'index.html', 'src', 'public', 'package.json', 'tsconfig.json'];

/**
 * @typedef {[file: string, find: string, replacement: string]} Edit
 * @typedef {{ name: string, what: string, edits: Edit[] }} Piece
 */

/** @type {Piece[]} */
export const PIECES = [
  {
    name: 'deferral',
    what: 'the bundle, its data and the hero art start after the first paint (boot.ts)',
    edits: [
      [
        'src/app/boot.ts',
        'afterFirstPaint(\n  () => {\n    revealHeroArt();\n    addDeferredHead();\n    preloadSiteData();\n    preloadApp();\n    whenParsed(startApp);\n  },',
        'revealHeroArt();\npreloadSiteData();\npreloadApp();\nwhenParsed(startApp);\nafterFirstPaint(\n  () => {\n    addDeferredHead();\n  },',
      ],
    ],
  },
  {
    name: 'deferred icons',
    what: 'tab icons and manifest wait in a <noscript> until the first paint, a data: icon meanwhile',
    edits: [
      ['src/builder/head.ts', '`<noscript id="${DEFERRED_HEAD_ID}">` +', "'' +"],
      ['src/builder/head.ts', '`</noscript>`', "''"],
      ['src/app/boot.ts', 'document.head.append(iconStandIn);', ''],
    ],
  },
  {
    name: 'data preload',
    what: '<link rel="preload" as="fetch"> for the site data, beside the bundle (boot.ts)',
    edits: [['src/app/boot.ts', '    preloadSiteData();\n', '']],
  },
  {
    name: 'eager compile',
    what: "React's CommonJS module functions in parentheses, compiled as the script downloads (eager-compile.ts)",
    edits: [['src/builder/bundles.ts', '  if (dev) return { name, contents: file.contents };', '  return { name, contents: file.contents };']],
  },
  {
    name: 'print last',
    what: 'print rules gathered in one @media print block at the end of the inline CSS (print-css.ts)',
    edits: [['src/builder/pages.ts', 'printRulesLast(resolveBreakpoints(', '(resolveBreakpoints(']],
  },
];

/**
 * Builds the project at `root` without `piece` into `<work>/<name>/dist` and returns that folder.
 * @param {string} root @param {string} work @param {Piece} piece @param {string} imageCache
 */
export function buildWithout(root, work, piece, imageCache) {
  const dir = path.join(work, piece.name.replace(/\W+/g, '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) if (existsSync(path.join(root, entry))) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, find, replacement] of piece.edits) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (text.split(find).length !== 2) throw new Error(`${piece.name}: ${file} no longer holds exactly one ${JSON.stringify(find)}; update bench/ablations.mjs`);
    writeFileSync(path.join(dir, file), text.replace(find, () => replacement));
  }
  const out = path.join(dir, 'dist');
  const run = spawnSync(process.execPath, ['build.mjs', 'build', '--out', out], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, IMAGE_CACHE_DIR: imageCache, BASE_PATH: '' },
  });
  if (run.status !== 0) throw new Error(`build without ${piece.name} failed:\n${run.stdout}${run.stderr}`);
  return out;
}
