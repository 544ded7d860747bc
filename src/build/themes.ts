// The colours of both themes, as data. The stylesheet is generated from them (themeCss), and the
// build reads the same values for the social card, the web manifest and <meta name="theme-color">,
// so every colour is written once (STYLE.md).
//
// Dark is the signature look (BRIEF "Visual direction"); light is its daylight twin (BRIEF §13).
// Text, muted text and accent meet WCAG AA (4.5:1) on every surface of their theme.

import { THEME_ATTRIBUTE, type Theme } from '../app/theme/theme';

export interface Palette {
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
  accent: string;
  'accent-hover': string;
  /** The second stop of the name's gradient. */
  'accent-2': string;
  /** Text on an accent-coloured button. */
  'on-accent': string;
  'accent-soft': string;
  /** Borders of cards that light up on hover. */
  'accent-line': string;
  success: string;
  danger: string;
  glow: string;
  'shadow-lg': string;
  /** How much of the hero artwork shows through the wash that keeps its text readable. */
  'hero-art': string;
  /** `display` of things shown in one theme only: the toggle's moon and sun. */
  'if-dark': string;
  'if-light': string;
}

export const THEMES: Record<Theme, Palette> = {
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
    accent: '#22d3ee',
    'accent-hover': '#67e8f9',
    'accent-2': '#818cf8',
    'on-accent': '#03121c',
    'accent-soft': 'rgb(34 211 238 / 0.12)',
    'accent-line': 'rgb(34 211 238 / 0.35)',
    success: '#34d399',
    danger: '#f87171',
    glow: '0 0 0 1px rgb(34 211 238 / 0.28), 0 12px 32px -12px rgb(34 211 238 / 0.35)',
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
    accent: '#0b6b85',
    'accent-hover': '#155e75',
    'accent-2': '#4f46e5',
    'on-accent': '#ffffff',
    'accent-soft': 'rgb(11 107 133 / 0.1)',
    'accent-line': 'rgb(11 107 133 / 0.35)',
    success: '#047857',
    danger: '#b91c1c',
    glow: '0 0 0 1px rgb(11 107 133 / 0.2), 0 12px 32px -12px rgb(11 107 133 / 0.3)',
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
  accent: '#0b5568',
  'accent-2': '#0b5568',
  'accent-soft': 'transparent',
  glow: 'none',
  'shadow-lg': 'none',
  'hero-art': '0',
};

/**
 * Dark by default; light when the visitor chose it (data-theme, set by the boot script before
 * the first paint) or, with no choice made, when the operating system prefers it. Print
 * overrides both, and the light preference applies to screens only so it never beats print.
 */
export function themeCss(): string {
  const on = `:root[data-${THEME_ATTRIBUTE}`;
  return [
    `:root{${declarations(THEMES.dark, 'dark')}}`,
    `${on}="light"]{${declarations(THEMES.light, 'light')}}`,
    `@media screen and (prefers-color-scheme:light){:root:not([data-${THEME_ATTRIBUTE}="dark"]){${declarations(THEMES.light, 'light')}}}`,
    `@media print{:root,${on}]{${declarations({ ...THEMES.light, ...PRINT }, 'light')}}}`,
  ].join('\n');
}

function declarations(palette: Partial<Palette>, scheme: Theme): string {
  const custom = Object.entries(palette).map(([name, value]) => `--${name}:${value}`);
  return [`color-scheme:${scheme}`, `--bg-rgb:${channels(palette.bg!)}`, `--surface-rgb:${channels(palette.surface!)}`, ...custom].join(';');
}

/** "#0b1120" -> "11 17 32", for translucent versions of a colour: rgb(var(--bg-rgb) / 0.7). */
export function channels(hex: string): string {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(' ');
}
