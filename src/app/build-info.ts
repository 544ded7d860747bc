// Facts the build knows and the page needs: where the site is mounted and the year the HTML
// was rendered. build.mjs injects them with esbuild's `define`, identically into the client
// bundle and the prerender, so hydration sees what the HTML saw.

export interface BuildInfo {
  /** "/" or "/sub/path/" for project sites such as GitHub Pages. */
  basePath: string;
  /** The year the HTML was rendered; the browser switches to the current one after hydration. */
  year: number;
}

declare const __BUILD__: BuildInfo | undefined;

export const buildInfo: BuildInfo = typeof __BUILD__ !== 'undefined' ? __BUILD__ : { basePath: '/', year: 1970 };
