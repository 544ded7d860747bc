// The palette: every colour the site shows, and the only place one is written. Neutrals are fixed
// here; accent colours grow from content.accent (palette/accent.ts). The stylesheet, the social
// card, the icons, the résumé and the manifest all read the result. Text, muted text and accent
// meet WCAG AA (4.5:1) on every surface of their theme.

import { THEME_ATTRIBUTE, type Theme } from '../app/theme/theme';
import type { Accent } from '../content/types';
import { accentSeeds, themeAccent, type AccentColours } from './palette/accent';
import { channels, hexToOklch, oklchToHex } from './palette/colour';

export { channels };

export interface Neutrals {
  /** Page background; also the browser's theme-color. */
  bg: string;
  /** Footer band. */
  'bg-deep': string;
  surface: string;
  'surface-raised': string;
  'surface-hover': string;
  border: string;
  'border-strong': string;
  text: string;
  'text-muted': string;
  /** A ghost button's faint fill. */
  'ghost-fill': string;
  success: string;
  danger: string;
  'shadow-lg': string;
  /** How much of the hero artwork shows (in a region of its own, beside or below the text). */
  'hero-art': string;
  /** `display` of things shown in one theme only: the toggle's moon and sun. */
  'if-dark': string;
  'if-light': string;
}

export interface Palette extends Neutrals, AccentColours {
  /** The dark accent and second stop as channels in both themes: the glows tint a light card as a dark one. */
  'vivid-rgb': string;
  'vivid-2-rgb': string;
}

export const NEUTRALS: Record<Theme, Neutrals> = {
  dark: {
    bg: '#0b1120',
    'bg-deep': '#070b16',
    surface: '#101a2f',
    'surface-raised': '#16223b',
    'surface-hover': '#1c2a47',
    border: 'rgb(148 163 184 / 0.16)',
    'border-strong': 'rgb(148 163 184 / 0.3)',
    text: '#e6edf7',
    'text-muted': '#9fb0c8',
    'ghost-fill': 'rgb(255 255 255 / 0.02)',
    success: '#34d399',
    danger: '#f87171',
    'shadow-lg': '0 18px 40px -18px rgb(0 0 0 / 0.6)',
    'hero-art': '0.9',
    'if-dark': 'block',
    'if-light': 'none',
  },
  light: {
    bg: '#f4f7fb',
    'bg-deep': '#e9eef5',
    surface: '#ffffff',
    'surface-raised': '#eef2f8',
    'surface-hover': '#e2e8f0',
    border: 'rgb(15 23 42 / 0.12)',
    'border-strong': 'rgb(15 23 42 / 0.24)',
    text: '#0b1120',
    'text-muted': '#475569',
    'ghost-fill': 'rgb(255 255 255 / 0.02)',
    success: '#047857',
    danger: '#b91c1c',
    'shadow-lg': '0 18px 40px -18px rgb(15 23 42 / 0.3)',
    'hero-art': '1',
    'if-dark': 'none',
    'if-light': 'block',
  },
};

/** Paper: black on white whatever the screen theme, no glow, no artwork (ink-friendly print). */
const PRINT: Partial<Palette> = {
  bg: '#ffffff',
  'bg-deep': '#ffffff',
  surface: '#ffffff',
  'surface-raised': '#ffffff',
  border: 'rgb(0 0 0 / 0.2)',
  'border-strong': 'rgb(0 0 0 / 0.35)',
  text: '#000000',
  'text-muted': '#333333',
  'accent-soft': 'transparent',
  glow: 'none',
  'shadow-lg': 'none',
  'hero-art': '0',
};

/** Printed pages darken the light theme's accent to here (the sample's #0b5568, 8:1 on paper): toner is paler than a screen. */
const PRINT_ACCENT_LIGHTNESS = 0.42;
/** The résumé's accent, no lighter than this: the sample's #087390, 5.4:1 on white. */
const PAPER_ACCENT_LIGHTNESS = 0.52;
/** A colour at this OKLCH lightness, or as it is if it is darker already. */
const noLighterThan = (hex: string, lightness: number) => {
  const colour = hexToOklch(hex);
  return oklchToHex({ ...colour, l: Math.min(colour.l, lightness) });
};

/** The résumé's colours on white paper; its accent is the light theme's hue. */
export interface Paper {
  ink: string;
  muted: string;
  /** Project descriptions, between ink and muted. */
  body: string;
  rule: string;
  accent: string;
}
const PAPER_NEUTRALS = { ink: '#1a1f29', muted: '#5c6678', body: '#38404d', rule: '#ccd6e0' };

export interface SitePalette {
  dark: Palette;
  light: Palette;
  /** What printing overrides, over the light theme. */
  print: Partial<Palette>;
  paper: Paper;
  /** One line for each theme whose accent had to move to reach AA (build.mjs prints them). */
  adjustments: string[];
}

/** Both themes' palettes from the owner's accent (checked first by src/builder/validate.ts). */
export function sitePalette(setting: Accent): SitePalette {
  const seeds = accentSeeds(setting);
  const adjustments: string[] = [];
  const palettes = {} as Record<Theme, Palette>;
  for (const theme of ['dark', 'light'] as const) {
    const neutrals = NEUTRALS[theme];
    const [field, given] = typeof setting === 'string' ? ['accent', setting] : [`accent.${theme}`, setting[theme]];
    const { colours, adjustment } = themeAccent(theme, seeds[theme], neutrals, field, given);
    if (adjustment) adjustments.push(adjustment);
    palettes[theme] = { ...neutrals, ...colours, 'vivid-rgb': '', 'vivid-2-rgb': '' };
  }
  for (const theme of ['dark', 'light'] as const) {
    palettes[theme]['vivid-rgb'] = channels(palettes.dark.accent);
    palettes[theme]['vivid-2-rgb'] = channels(palettes.dark['accent-2']);
  }
  // Paper: the light theme's accent as the owner gave it, deeper.
  const ink = noLighterThan(palettes.light.accent, PRINT_ACCENT_LIGHTNESS);
  const print: Partial<Palette> = { ...PRINT, accent: ink, 'accent-2': ink };
  const paper = { ...PAPER_NEUTRALS, accent: noLighterThan(typeof setting === 'string' ? setting : setting.light, PAPER_ACCENT_LIGHTNESS) };
  return { ...palettes, print, paper, adjustments };
}

/**
 * Dark by default; light when chosen (data-theme) or, with no choice, when the system prefers it
 * on a screen. Print overrides both.
 */
export function themeCss(palette: SitePalette): string {
  const on = `:root[data-${THEME_ATTRIBUTE}`;
  return [
    `:root{${declarations(palette.dark, 'dark')}}`,
    `${on}="light"]{${declarations(palette.light, 'light')}}`,
    `@media screen and (prefers-color-scheme:light){:root:not([data-${THEME_ATTRIBUTE}="dark"]){${declarations(palette.light, 'light')}}}`,
    `@media print{:root,${on}]{${declarations({ ...palette.light, ...palette.print }, 'light')}}}`,
  ].join('\n');
}

function declarations(palette: Partial<Palette>, scheme: Theme): string {
  const custom = Object.entries(palette).map(([name, value]) => `--${name}:${value}`);
  return [`color-scheme:${scheme}`, `--bg-rgb:${channels(palette.bg!)}`, `--surface-rgb:${channels(palette.surface!)}`, ...custom].join(';');
}
