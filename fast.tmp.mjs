import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
const gz = (d) => gzipSync(d, { level: 9 }).length;
const opts = { bundle: true, minify: true, format: 'esm', write: false, outdir: '/tmp/design/o', define: { __BUILD__: '{"basePath":"/"}', 'process.env.NODE_ENV': '"production"' }, target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'], legalComments: 'none', logLevel: 'silent', jsx: 'automatic' };
const r = await esbuild.build({ ...opts, stdin: { contents: "export * as react from 'react'; export * as jsx from 'react/jsx-runtime'; export * as dom from 'react-dom'; export * as client from 'react-dom/client';", resolveDir: process.cwd() } });
const c = await esbuild.build({ ...opts, entryPoints: ['src/app/client.tsx'] });
const js = c.outputFiles.find((f) => f.path.endsWith('.js'));
console.log('own', gz(js.contents) - gz(r.outputFiles[0].contents));
