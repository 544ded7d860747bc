// Which image files an owner may bring, and how a screenshot fits its card. Plain
// TypeScript: the content check (validate.ts) and the build (build.mjs, through the
// prerender bundle) read the same rules.

/**
 * Source formats the build turns into AVIF and WebP: the raster formats sharp reads. SVG is left
 * out: images are made at fixed widths, so a drawing is better exported as PNG.
 */
export const SOURCE_FORMATS = [
  { name: 'PNG', extensions: ['png'] },
  { name: 'JPG', extensions: ['jpg', 'jpeg'] },
  { name: 'WebP', extensions: ['webp'] },
  { name: 'AVIF', extensions: ['avif'] },
  { name: 'GIF', extensions: ['gif'] },
  { name: 'TIFF', extensions: ['tif', 'tiff'] },
] as const;

/** Cards show screenshots at 16:10, cropped from the centre (ProjectCard.module.css, `.media`). */
export const SCREENSHOT_RATIO = { width: 16, height: 10 } as const;
const SCREENSHOT_ASPECT = SCREENSHOT_RATIO.width / SCREENSHOT_RATIO.height;
const RATIO_TEXT = `${SCREENSHOT_RATIO.width}:${SCREENSHOT_RATIO.height}`;
/** Share of a screenshot's width or height the crop may cut away before the build warns: 16:9 (10 %) and 4:3 (17 %) warn, 1440×900 or 1366×854 do not. */
export const CROP_WARNING_SHARE = 0.08;

/** "PNG, JPG, WebP, AVIF, GIF or TIFF", for messages. */
export const SOURCE_FORMAT_NAMES = listInWords(SOURCE_FORMATS.map((format) => format.name));

/** Whether a file name ("projects/app.webp") has the extension of a source format, in any case. */
export function isSourceImage(name: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return SOURCE_FORMATS.some((format) => (format.extensions as readonly string[]).includes(extension));
}

/** What the card cuts away from an image of this (upright) size: which side, and how much of it (0 to 1). */
export function cardCrop(width: number, height: number): { side: 'width' | 'height'; share: number } {
  const ratio = width / height;
  return ratio >= SCREENSHOT_ASPECT
    ? { side: 'width', share: 1 - SCREENSHOT_ASPECT / ratio }
    : { side: 'height', share: 1 - ratio / SCREENSHOT_ASPECT };
}

/**
 * The build's warning for a screenshot the card crops noticeably (more than CROP_WARNING_SHARE),
 * or null. `where` names the file and the entry that uses it.
 */
export function cropWarning(where: string, width: number, height: number): string | null {
  const { side, share } = cardCrop(width, height);
  if (share <= CROP_WARNING_SHARE) return null;
  const fitted = side === 'width' ? `${Math.round(height * SCREENSHOT_ASPECT)}×${height}` : `${width}×${Math.round(width / SCREENSHOT_ASPECT)}`;
  return (
    `${where}: ${width}×${height} is cropped to ${RATIO_TEXT} on its card, losing ${Math.round(share * 100)} % of its ${side}; ` +
    `crop it to ${RATIO_TEXT} yourself (e.g. ${fitted}) to choose what shows`
  );
}

function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}
