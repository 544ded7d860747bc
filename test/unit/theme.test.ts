// Light and dark: the theme core, the generated stylesheet, and AA contrast of
// every text colour on every surface of both palettes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { channels, sitePalette, themeCss, type Palette } from '../../src/builder/themes';
import { content } from '../fixtures/sample/content';
import { currentTheme, setTheme, subscribeTheme, THEME_ATTRIBUTE } from '../../src/app/theme/theme';
import { fakeSystem } from '../helpers/color-scheme';

const SITE_PALETTE = sitePalette(content.accent);
const THEMES = { dark: SITE_PALETTE.dark, light: SITE_PALETTE.light };

const core = suite('theme :: choice and preference');
let system: ReturnType<typeof fakeSystem>;
core.after.each(() => system.restore());

core('should follow the operating system while no choice is made', () => {
  system = fakeSystem(false);
  assert.is(currentTheme(), 'dark');
  system.switchTo(true);
  assert.is(currentTheme(), 'light');
});

core('should apply and remember a choice, over the operating system', () => {
  system = fakeSystem(true);
  setTheme('dark');
  assert.is(document.documentElement.dataset[THEME_ATTRIBUTE], 'dark');
  assert.is(localStorage.getItem(THEME_ATTRIBUTE), 'dark');
  assert.is(currentTheme(), 'dark');
});

core('should still switch when storage refuses to remember', () => {
  system = fakeSystem(false);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  try {
    setTheme('light');
  } finally {
    Storage.prototype.setItem = setItem;
  }
  assert.is(currentTheme(), 'light');
});

core('should tell subscribers about a choice and about the OS switching, until they leave', () => {
  system = fakeSystem(false);
  let calls = 0;
  const unsubscribe = subscribeTheme(() => calls++);
  setTheme('light');
  system.switchTo(true);
  assert.is(calls, 2);
  unsubscribe();
  setTheme('dark');
  system.switchTo(false);
  assert.is(calls, 2);
  assert.is(system.listeners.size, 0, 'the media-query listener is removed');
});

core.run();

// ---

const css = suite('theme :: generated stylesheet');

css('should make dark the default, light on choice or OS preference, and print black on white', () => {
  const text = themeCss(SITE_PALETTE);
  assert.ok(text.includes(`:root{color-scheme:dark;--bg-rgb:${channels(THEMES.dark.bg)};`), 'dark by default');
  assert.ok(text.includes(`:root[data-theme="light"]{color-scheme:light;`), 'light when chosen');
  assert.ok(text.includes('@media screen and (prefers-color-scheme:light){:root:not([data-theme="dark"]){color-scheme:light;'), 'light when the OS prefers it, unless dark was chosen');
  const print = /@media print\{:root,:root\[data-theme\]\{([^}]*)\}\}/.exec(text)?.[1] ?? '';
  assert.match(print, /--bg:#ffffff;/);
  assert.match(print, /--text:#000000;/);
  assert.match(print, /--hero-art:0;/);
});

css('should give every token a value in both themes', () => {
  assert.equal(Object.keys(THEMES.light).sort(), Object.keys(THEMES.dark).sort());
  assert.is(channels('#0b1120'), '11 17 32');
});

css.run();

// ---

const contrast = suite('theme :: WCAG AA contrast');
const AA = 4.5;

for (const [name, palette] of Object.entries(THEMES) as [string, Palette][]) {
  contrast(`${name}: text, muted text and accent should reach ${AA}:1 on every surface`, () => {
    const surfaces = ['bg', 'bg-deep', 'surface', 'surface-raised', 'surface-hover'] as const;
    for (const fg of ['text', 'text-muted', 'accent'] as const) {
      for (const bg of surfaces) {
        const ratio = contrastRatio(palette[fg], palette[bg]);
        assert.ok(ratio >= AA, `${fg} on ${bg}: ${ratio.toFixed(2)}`);
      }
    }
  });

  contrast(`${name}: button text and accent badges should reach ${AA}:1`, () => {
    for (const bg of ['accent', 'accent-hover'] as const) {
      const ratio = contrastRatio(palette['on-accent'], palette[bg]);
      assert.ok(ratio >= AA, `on-accent on ${bg}: ${ratio.toFixed(2)}`);
    }
    // Badges and tags: accent text on the translucent accent-soft, over a card.
    const badge = over(palette['accent-soft'], palette.surface);
    assert.ok(contrastRatio(palette.accent, badge) >= AA, `accent on accent-soft: ${contrastRatio(palette.accent, badge).toFixed(2)}`);
  });
}

contrast('the check itself should fail a pair that does not meet AA', () => {
  assert.ok(contrastRatio('#777777', '#ffffff') < AA);
  assert.is(Math.round(contrastRatio('#000000', '#ffffff')), 21);
});

contrast.run();

// --- WCAG 2.x relative luminance and contrast ratio

type Rgb = [number, number, number, number];

function parse(colour: string): Rgb {
  if (colour.startsWith('#')) return [...channels(colour).split(' ').map(Number), 1] as Rgb;
  const match = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(colour);
  if (!match) throw new Error(`unreadable colour ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
}

/** A translucent colour painted over an opaque one, as hex. */
function over(top: string, bottom: string): string {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  return `#${[r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(colour: string): number {
  const [r, g, b] = parse(colour).map((c) => c / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
