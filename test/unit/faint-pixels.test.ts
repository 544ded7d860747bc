// Nearly transparent pixels lose their colour noise before encoding (src/builder/faint-pixels.ts):
// what a visitor sees stays the same, and the encoded picture is smaller. The sample's own
// hero, as built, is held to the first-load budget in build/budget.test.ts.
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FAINT_ALPHA, quietFaintPixels } from '../../src/builder/faint-pixels';

const SIZE = 256;
const GLOW: [number, number, number] = [34, 211, 238]; // the sample's cyan

/**
 * A soft disc of one colour fading to nothing, stored as a renderer stores it: straight alpha
 * whose colour is the premultiplied value divided back out, so faint pixels carry noise
 * (0,127,127 at alpha 2 for this cyan), with an opaque panel in the middle.
 */
function glow(): Uint8Array {
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      const panel = Math.abs(x - SIZE / 2) < 40 && Math.abs(y - SIZE / 2) < 24;
      const distance = Math.hypot(x - SIZE / 2, y - SIZE / 2) / (SIZE / 2);
      const alpha = panel ? 255 : Math.round(Math.max(0, 1 - distance) ** 2 * 120);
      const colour: number[] = panel ? [13, 28, 46] : GLOW.map((c) => (alpha ? Math.min(255, Math.round((Math.round((c * alpha) / 255) * 255) / alpha)) : 0));
      rgba.set([...colour, alpha], i);
    }
  }
  return rgba;
}

/** Each pixel composited over an opaque ground, as a screen shows it. */
const over = (rgba: Uint8Array, ground: number[]) => Array.from({ length: rgba.length / 4 }, (_, p) => [0, 1, 2].map((c) => Math.round((rgba[p * 4 + c]! * rgba[p * 4 + 3]! + ground[c]! * (255 - rgba[p * 4 + 3]!)) / 255)));

const quiet = suite('quietFaintPixels');
const before = glow();
const after = quietFaintPixels(before, SIZE, SIZE);

quiet('should change only the colour of pixels under FAINT_ALPHA, never alpha', () => {
  let changed = 0;
  for (let i = 0; i < before.length; i += 4) {
    assert.is(after[i + 3], before[i + 3], `alpha of pixel ${i / 4}`);
    const same = [0, 1, 2].every((c) => after[i + c] === before[i + c]);
    if (before[i + 3]! >= FAINT_ALPHA) assert.ok(same, `pixel ${i / 4} at alpha ${before[i + 3]} changed`);
    else if (!same) changed++;
  }
  assert.ok(changed > 1000, `${changed} faint pixels changed`);
});

quiet('should make faint colour smooth, and fully transparent pixels black', () => {
  // How much a faint pixel's colour differs from its faint right-hand neighbour's, summed.
  const faint = (alpha: number) => alpha > 0 && alpha < FAINT_ALPHA;
  const roughness = (rgba: Uint8Array) => {
    let sum = 0;
    for (let i = 0; i + 4 < rgba.length; i += 4) {
      if (!faint(rgba[i + 3]!) || !faint(rgba[i + 7]!) || (i / 4 + 1) % SIZE === 0) continue;
      for (let c = 0; c < 3; c++) sum += Math.abs(rgba[i + c]! - rgba[i + 4 + c]!);
    }
    return sum;
  };
  assert.ok(roughness(after) < roughness(before) / 2, `roughness ${roughness(before)} became ${roughness(after)}`);
  for (let i = 0; i < after.length; i += 4) if (after[i + 3] === 0) assert.equal([...after.subarray(i, i + 3)], [0, 0, 0]);
});

quiet('should look the same over a dark and a light page, to within one level', () => {
  for (const ground of [[11, 17, 32], [248, 250, 252]]) {
    const a = over(before, ground);
    const b = over(after, ground);
    const worst = Math.max(...a.map((pixel, p) => Math.max(...pixel.map((c, k) => Math.abs(c - b[p]![k]!)))));
    assert.ok(worst <= 1, `over ${ground}: a pixel moved ${worst} levels`);
  }
});

// Measured on this glow: AVIF 3.4 → 2.2 KB, WebP 7.3 → 6.2 KB (the sample's 1200 px hero: AVIF
// 39 → 19 KB, WebP 81 → 52 KB).
const SMALLER = { avif: 0.8, webp: 0.9 };

quiet('should make the encoded AVIF and WebP smaller', async () => {
  const encoded = async (rgba: Uint8Array, format: 'avif' | 'webp') => (await sharp(rgba, { raw: { width: SIZE, height: SIZE, channels: 4 } })[format]({ quality: 50 }).toBuffer()).length;
  for (const format of ['avif', 'webp'] as const) {
    const [was, is] = [await encoded(before, format), await encoded(after, format)];
    assert.ok(is < was * SMALLER[format], `${format}: ${was} bytes became ${is}`);
  }
});

quiet('should refuse a buffer that is not the size it is said to be', () => {
  assert.throws(() => quietFaintPixels(new Uint8Array(12), 2, 2), /12 bytes is not 2×2 RGBA/);
});

quiet.run();
