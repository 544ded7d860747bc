// Values the test runner injects (test/run.mjs, esbuild `define`).
declare const __ROOT__: string;
declare const __BUILD__: { basePath: string; year: number };

/** The repository root, for tests that run the build or read files. */
export const ROOT = __ROOT__;
/** The year component tests are "built" in (buildInfo.year). */
export const TEST_YEAR = __BUILD__.year;
