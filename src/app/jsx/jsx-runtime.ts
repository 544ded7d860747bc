// The JSX runtime the browser bundle's components call (build.mjs, JSX_RUNTIME). React ships
// it as CommonJS, through which esbuild calls every element as `(0, ns.jsx)(…)` with a
// namespace name of each importing module's own; bound here as plain ES exports, each call is
// one short shared name, and the site's own code is some 600 bytes (gzip) smaller.
import * as runtime from 'react/jsx-runtime';

export const { jsx, jsxs, Fragment } = runtime;
