// The spec's "generated placeholder image showing the project title" (§2, §8), made here as
// an SVG data URL instead of a request to a placeholder service: works offline, leaks nothing.

export function placeholderImage(title: string, width: number, height: number): string {
  const text = title.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  // Roughly fit the title into 80 % of the width (average glyph ≈ 0.56 em).
  const fontSize = Math.round(Math.min(height * 0.14, (width * 0.8) / (0.56 * Math.max(title.length, 1))));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#16223b"/>` +
    `<text x="50%" y="50%" fill="#22d3ee" font-family="system-ui,sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
