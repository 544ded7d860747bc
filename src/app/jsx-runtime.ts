// React's JSX runtime as plain ES bindings (esbuild's jsxImportSource "#jsx", package.json
// "imports"): imported directly, its CommonJS makes every call go through an interop object.

import * as runtime from 'react/jsx-runtime';

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
