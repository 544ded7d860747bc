// The image a project card shows, with its title, when its own fails to load: an SVG data URL,
// not a placeholder service (works offline, leaks nothing). An image cannot read the page's CSS,
// so the theme's colours are passed in (placeholderColours).

export interface PlaceholderColours {
  background: string;
  text: string;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function placeholderImage(title: string, width: number, height: number, colours: PlaceholderColours): string {
  // Roughly fit the title into 80 % of the width (average glyph ≈ 0.56 em).
  const fontSize = Math.round(Math.min(height * 0.14, (width * 0.8) / (0.56 * Math.max(title.length, 1))));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${escape(colours.background)}"/>` +
    `<text x="50%" y="50%" fill="${escape(colours.text)}" font-family="system-ui,sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${escape(title)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A card's empty frame and the accent, as the theme in use paints them (src/builder/themes.ts). Browser only. */
export function placeholderColours(root: Element = document.documentElement): PlaceholderColours {
  const style = getComputedStyle(root);
  return { background: style.getPropertyValue('--surface-raised').trim(), text: style.getPropertyValue('--accent').trim() };
}
