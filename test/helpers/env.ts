// Values the test runner injects (test/run.mjs, esbuild `define`).
declare const __ROOT__: string;

/** The repository root, for tests that run the build or read files. */
export const ROOT = __ROOT__;