// sRGB <-> OKLCH, where equal lightness steps look equal and lightness keeps the hue. CSS Color 4's
// sample code (https://www.w3.org/TR/css-color-4/#color-conversion-code).

/** sRGB channels, 0 to 1 (may fall outside while out of gamut). */
export type Rgb = readonly [number, number, number];
/** Lightness 0 to 1, chroma 0 to about 0.4, hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Matrix = readonly [Rgb, Rgb, Rgb];
const LINEAR_SRGB_TO_XYZ: Matrix = [
  [506752 / 1228815, 87881 / 245763, 12673 / 70218],
  [87098 / 409605, 175762 / 245763, 12673 / 175545],
  [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
];
const XYZ_TO_LINEAR_SRGB: Matrix = [
  [12831 / 3959, -329 / 214, -1974 / 3959],
  [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
  [705 / 12673, -2585 / 12673, 705 / 667],
];
const XYZ_TO_LMS: Matrix = [
  [0.819022437996703, 0.3619062600528904, -0.1288737815209879],
  [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
  [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
];
const LMS_TO_XYZ: Matrix = [
  [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
  [-0.0405757452148008, 1.112286803280317, -0.0717110580655164],
  [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
];
const LMS_TO_OKLAB: Matrix = [
  [0.210454268309314, 0.7936177747023054, -0.0040720430116193],
  [1.9779985324311684, -2.4285922420485799, 0.450593709617411],
  [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
];
const OKLAB_TO_LMS: Matrix = [
  [1.0, 0.3963377773761749, 0.2158037573099136],
  [1.0, -0.1055613458156586, -0.0638541728258133],
  [1.0, -0.0894841775298119, -1.2914855480194092],
];

const multiply = (m: Matrix, v: Rgb): Rgb => [
  m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
  m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
  m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
];

/** The sRGB transfer function and its inverse (sign kept, as CSS Color 4 extends them). */
const toLinear = (c: number) => Math.sign(c) * (Math.abs(c) <= 0.04045 ? Math.abs(c) / 12.92 : ((Math.abs(c) + 0.055) / 1.055) ** 2.4);
const toGammaEncoded = (c: number) => Math.sign(c) * (Math.abs(c) <= 0.0031308 ? 12.92 * Math.abs(c) : 1.055 * Math.abs(c) ** (1 / 2.4) - 0.055);

export function srgbToOklch(rgb: Rgb): Oklch {
  const lms = multiply(XYZ_TO_LMS, multiply(LINEAR_SRGB_TO_XYZ, rgb.map(toLinear) as unknown as Rgb));
  const [l, a, b] = multiply(LMS_TO_OKLAB, lms.map(Math.cbrt) as unknown as Rgb);
  const c = Math.hypot(a, b);
  // An achromatic colour has no hue; 0 keeps arithmetic on it harmless.
  const h = c < 1e-6 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return { l, c, h };
}

export function oklchToSrgb({ l, c, h }: Oklch): Rgb {
  const radians = (h * Math.PI) / 180;
  const lms = multiply(OKLAB_TO_LMS, [l, c * Math.cos(radians), c * Math.sin(radians)]);
  return multiply(XYZ_TO_LINEAR_SRGB, multiply(LMS_TO_XYZ, lms.map((x) => x ** 3) as unknown as Rgb)).map(toGammaEncoded) as unknown as Rgb;
}

// A channel this far outside 0..1 still rounds to the same 8-bit value.
const GAMUT_EPSILON = 1 / 2 / 255;
const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -GAMUT_EPSILON && channel <= 1 + GAMUT_EPSILON);

/**
 * The colour at this lightness and hue with the most chroma sRGB can show, up to `c`: CSS
 * Color 4's gamut mapping idea (lower chroma, keep lightness and hue), by bisection.
 */
export function toGamut(colour: Oklch): Oklch {
  if (colour.l >= 1) return { l: 1, c: 0, h: colour.h };
  if (colour.l <= 0) return { l: 0, c: 0, h: colour.h };
  if (inGamut(oklchToSrgb(colour))) return colour;
  let [low, high] = [0, colour.c];
  while (high - low > 1e-5) {
    const mid = (low + high) / 2;
    if (inGamut(oklchToSrgb({ ...colour, c: mid }))) low = mid;
    else high = mid;
  }
  return { ...colour, c: low };
}

// --- Hex -------------------------------------------------------------------------------

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHex = (text: string) => HEX.test(text);

/** "#22d3ee" or "#2de" -> channels 0 to 1. */
export function parseHex(hex: string): Rgb {
  if (!isHex(hex)) throw new TypeError(`not a #rrggbb colour: ${JSON.stringify(hex)}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((pair) => Number.parseInt(pair, 16) / 255) as unknown as Rgb;
}

/** Channels 0 to 1 (clamped) -> "#rrggbb". */
export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

export const hexToOklch = (hex: string) => srgbToOklch(parseHex(hex));
export const oklchToHex = (colour: Oklch) => toHex(oklchToSrgb(toGamut(colour)));
