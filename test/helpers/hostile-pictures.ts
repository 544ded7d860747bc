// Hero pictures an owner might bring that are as hard on the hero's text as a picture can be:
// busy (a mosaic of small tiles crossed by thin lines, so no region is calm) and, for each
// theme, on the side of its text: bright under the dark theme's light text, dark under the
// light theme's dark text. Drawn with sharp from a seeded generator: the same bytes every run,
// so the build's image cache encodes them once.

import sharp from 'sharp';

/** A hostile hero the size of a wide photo (README: any shape, 1200 px wide or larger). */
const WIDTH = 1920;
const HEIGHT = 1080;
/** Tile and line spacing, in pixels: finer than a letter, so every glyph crosses several. */
const TILE = 10;
const LINE_EVERY = 7;

const PALETTES = {
  // White, yellow, cyan, pink, mint, pale grey: the brightest colours there are.
  bright: { tiles: ['#ffffff', '#ffff00', '#00ffff', '#ffc0ff', '#c0ffd0', '#f0f0f0'], line: '#ffffff' },
  // Black, navy, maroon, forest, charcoal: the darkest.
  dark: { tiles: ['#000000', '#000040', '#400000', '#003000', '#202020'], line: '#000000' },
} as const;

/** mulberry32: a tiny seeded generator (public domain), for a picture that never changes. */
function generator(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

export async function hostilePicture(kind: keyof typeof PALETTES): Promise<Buffer> {
  const { tiles, line } = PALETTES[kind];
  const random = generator(kind === 'bright' ? 1 : 2);
  const columns = Math.ceil(WIDTH / TILE);
  const tile = Array.from({ length: columns * Math.ceil(HEIGHT / TILE) }, () => rgb(tiles[Math.floor(random() * tiles.length)]!));
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // Diagonal lines across the mosaic, in the extreme colour itself.
      const colour = (x + y) % LINE_EVERY === 0 ? rgb(line) : tile[Math.floor(y / TILE) * columns + Math.floor(x / TILE)]!;
      data.set(colour, (y * WIDTH + x) * 3);
    }
  }
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png().toBuffer();
}
