// The owner's accent grown into every accent colour of both themes in OKLCH, as Radix Colors
// builds a scale: the same hue at lightness steps fixed per theme (measured on the sample's
// colours), then checked for WCAG AA; a colour that falls short moves in lightness, said in a line.

import type { Theme } from '../../app/theme/theme';
import type { Accent } from '../../content/types';
import { AA_LARGE, AA_TEXT, channels, contrast, hexToOklch, isHex, oklchToHex, over, type Oklch } from './colour';

export interface AccentColours {
  accent: string;
  'accent-hover': string;
  /** The second stop of the name's gradient. */
  'accent-2': string;
  /** Text on an accent-coloured button. */
  'on-accent': string;
  'accent-soft': string;
  /** Borders of cards that light up on hover. */
  'accent-line': string;
  glow: string;
}

/** The opaque colours accent text may sit on, a hovered row or control's surface among them, from the theme's neutrals. */
const SURFACES = ['bg', 'bg-deep', 'surface', 'surface-raised', 'surface-hover'] as const;
export type Surfaces = Record<(typeof SURFACES)[number], string>;

// --- The steps, per theme ---------------------------------------------------------------

/** The light theme's accent is no lighter than this (the sample's light cyan, #0b6b85: 5.7:1). */
export const LIGHT_ACCENT_LIGHTNESS = 0.49;
/** Below this OKLCH chroma a colour is a grey: as an accent it could not be told from the text. */
export const MIN_ACCENT_CHROMA = 0.05;
/** The second stop turns the hue this far (cyan to indigo in the sample). */
const SECOND_HUE_TURN = 65;
/** Yellow-greens this dark read as olive, so the second stop turns the other way there. */
const MUDDY_HUES = [80, 160] as const;

/** Per theme: hover's lightness shift and chroma factor, the second stop's, and the fills' opacities. */
const STEPS = {
  // The sample had: cyan-400 #22d3ee; hover cyan-300 #67e8f9; second indigo-400 #818cf8.
  dark: { hover: { shift: 0.07, chroma: 0.86 }, second: { lightness: 0.68, chroma: 1.18 }, soft: 0.12, line: 0.35, glow: [0.28, 0.35] },
  // The sample had: #0b6b85; hover #155e75; second indigo-600 #4f46e5.
  light: { hover: { shift: -0.04, chroma: 0.87 }, second: { lightness: 0.51, chroma: 1.72 }, soft: 0.1, line: 0.35, glow: [0.2, 0.3] },
} as const;
/** Dark text on a light accent: the accent's hue, nearly black (the sample's #03121c). */
const INK_ON_ACCENT = { l: 0.17, c: 0.031 };
const WHITE = '#ffffff';
/** How far the lightness moves per step while reaching for AA: finer than an 8-bit step of grey. */
const ADJUST_STEP = 0.005;

// --- Reading the setting ------------------------------------------------------------------

/** The setting's problems, each naming its field, for the content check (src/builder/validate.ts). */
export function accentProblems(setting: unknown): string[] {
  const fields: [string, unknown][] =
    setting !== null && typeof setting === 'object' ? [['accent.dark', (setting as Record<string, unknown>).dark], ['accent.light', (setting as Record<string, unknown>).light]] : [['accent', setting]];
  return fields.flatMap(([field, value]) => {
    if (typeof value !== 'string' || !isHex(value)) return [`${field} must be a colour written #rrggbb, e.g. "#22d3ee" (got ${JSON.stringify(value) ?? 'nothing'})`];
    const { c } = hexToOklch(value);
    if (c < MIN_ACCENT_CHROMA) return [`${field} ${value} is a grey (OKLCH chroma ${c.toFixed(3)}, under ${MIN_ACCENT_CHROMA}): links and buttons would look like the text; choose a colour`];
    return [];
  });
}

/** The colour each theme starts from, before any adjustment for contrast. */
export function accentSeeds(setting: Accent): Record<Theme, Oklch> {
  if (typeof setting === 'object') return { dark: hexToOklch(setting.dark), light: hexToOklch(setting.light) };
  const one = hexToOklch(setting);
  return { dark: one, light: { ...one, l: Math.min(one.l, LIGHT_ACCENT_LIGHTNESS) } };
}

// --- Deriving and checking -------------------------------------------------------------------

type Pair = { what: string; ratio: number; needs: number };
const failing = (pairs: Pair[]) => pairs.filter((pair) => pair.ratio < pair.needs);
/** Lightness moves away from the page's own: up on the dark page, down on the light one. */
const AWAY = { dark: 1, light: -1 } as const;
/** The colour moved away from the page's lightness just far enough for `passes`; the result passes, or is black or white. */
function moveUntil(theme: Theme, start: Oklch, passes: (colour: Oklch) => boolean): Oklch {
  let colour = start;
  while (!passes(colour) && colour.l > 0 && colour.l < 1) colour = { ...colour, l: Math.min(1, Math.max(0, colour.l + AWAY[theme] * ADJUST_STEP)) };
  return colour;
}

/** The gradient's second stop: the seed's hue turned, at the theme's lightness, moved to reach AA as large text. */
export function secondStop(theme: Theme, seed: Oklch, surfaces: Surfaces): string {
  const step = STEPS[theme].second;
  const turned = (seed.h + SECOND_HUE_TURN) % 360;
  const h = turned >= MUDDY_HUES[0] && turned <= MUDDY_HUES[1] ? (seed.h - SECOND_HUE_TURN + 360) % 360 : turned;
  const colour: Oklch = { l: step.lightness, c: seed.c * step.chroma, h };
  const pairs = (hex: string) => (['bg', 'bg-deep'] as const).map((name) => ({ what: `accent-2 on ${name}`, ratio: contrast(hex, surfaces[name]), needs: AA_LARGE }));
  return oklchToHex(moveUntil(theme, colour, (moved) => !failing(pairs(oklchToHex(moved))).length));
}

/** Every accent colour of a theme from its accent (any lightness) and its second stop. */
export function accentColours(theme: Theme, accent: Oklch, second: string): AccentColours {
  const step = STEPS[theme];
  const hex = oklchToHex(accent);
  const hover = oklchToHex({ l: accent.l + step.hover.shift, c: accent.c * step.hover.chroma, h: accent.h });
  const ink = oklchToHex({ ...INK_ON_ACCENT, h: accent.h });
  // Whichever of near-black and white reads better on both the button and its hover.
  const worst = (text: string) => Math.min(contrast(text, hex), contrast(text, hover));
  const rgb = (alpha: number) => `rgb(${channels(hex)} / ${alpha})`;
  return {
    accent: hex,
    'accent-hover': hover,
    'accent-2': second,
    'on-accent': worst(ink) >= worst(WHITE) ? ink : WHITE,
    'accent-soft': rgb(step.soft),
    'accent-line': rgb(step.line),
    glow: `0 0 0 1px ${rgb(step.glow[0])}, 0 12px 32px -12px ${rgb(step.glow[1])}`,
  };
}

/** Every pair of an accent colour and what it sits on, with the ratio WCAG AA asks of it. */
export function accentPairs(theme: Theme, colours: AccentColours, surfaces: Surfaces): Pair[] {
  const step = STEPS[theme];
  const pairs: Pair[] = (['accent', 'accent-hover'] as const).flatMap((fg) => SURFACES.map((name) => ({ what: `${fg} text on ${name}`, ratio: contrast(colours[fg], surfaces[name]), needs: AA_TEXT })));
  // Badges and tags (accent on accent-soft over a card); an outline button's hover (accent-hover on accent-soft over the page).
  pairs.push({ what: 'accent text on a badge', ratio: contrast(colours.accent, over(colours.accent, step.soft, surfaces.surface)), needs: AA_TEXT });
  pairs.push({ what: 'accent-hover text on a hovered outline button', ratio: contrast(colours['accent-hover'], over(colours.accent, step.soft, surfaces.bg)), needs: AA_TEXT });
  for (const bg of ['accent', 'accent-hover'] as const) pairs.push({ what: `button text on ${bg}`, ratio: contrast(colours['on-accent'], colours[bg]), needs: AA_TEXT });
  pairs.push({ what: 'accent-2 (large text) on bg', ratio: contrast(colours['accent-2'], surfaces.bg), needs: AA_LARGE });
  return pairs;
}

export interface ThemeAccent {
  colours: AccentColours;
  /** One line when the owner's colour had to move to reach AA, else null. */
  adjustment: string | null;
}

/** A theme's accent colours, the seed moved in lightness only as far as AA needs; `field` and `given` name it. */
export function themeAccent(theme: Theme, seed: Oklch, surfaces: Surfaces, field: string, given: string): ThemeAccent {
  const second = secondStop(theme, seed, surfaces);
  const first = failing(accentPairs(theme, accentColours(theme, seed, second), surfaces))[0];
  if (!first) return { colours: accentColours(theme, seed, second), adjustment: null };
  const accent = moveUntil(theme, seed, (moved) => !failing(accentPairs(theme, accentColours(theme, moved, second), surfaces)).length);
  const colours = accentColours(theme, accent, second);
  return {
    colours,
    adjustment:
      `${field} ${given}: ${first.what} would be ${first.ratio.toFixed(1)}:1, under AA's ${first.needs}:1, so the ${theme} theme uses ` +
      `${colours.accent} (OKLCH lightness ${seed.l.toFixed(2)} → ${accent.l.toFixed(2)}, ${contrast(colours.accent, surfaces.bg).toFixed(1)}:1 on its background)`,
  };
}
