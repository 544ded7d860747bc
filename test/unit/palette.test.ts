// The palette from one accent (src/builder/themes.ts, src/builder/palette/): the sample's cyan
// still gives the sample's colours, any accent gives AA text and controls in both themes, an
// accent that falls short is moved and said in one line, and a setting that is no colour is
// refused naming its field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as themes from '../../src/builder/themes';
import { accentColours, accentPairs, accentProblems, MIN_ACCENT_CHROMA } from '../../src/builder/palette/accent';
import { AA_TEXT, contrast, hexToOklch, oklchToHex, type Oklch } from '../../src/builder/palette/colour';
import type { Accent } from '../../src/content/types';

const { sitePalette, themeCss } = themes;
const THEMES = ['dark', 'light'] as const;

/** Distance in OKLab (ΔE_OK), and CSS Color 4's just-noticeable difference in it. */
const JND = 0.02;
function deltaE(a: string, b: string): number {
  const lab = ({ l, c, h }: Oklch) => [l, c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const [p, q] = [lab(hexToOklch(a)), lab(hexToOklch(b))];
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
}

/** A few accents owners might bring: the sample's, warm, pale, deep, pure. */
const NAMED = ['#22d3ee', '#f97316', '#fde047', '#fef08a', '#1e40af', '#0000ff', '#e11d48', '#16a34a', '#a855f7', '#000080', '#ff00ff', '#00ff00'];
/** And the wheel every 30°, dark, middling and pale, as vivid as sRGB allows. */
const SWEEP: string[] = [...NAMED, ...[0.35, 0.65, 0.92].flatMap((l) => [...Array(12).keys()].map((k) => oklchToHex({ l, c: 0.25, h: k * 30 })))].filter(
  (hex) => hexToOklch(hex).c >= MIN_ACCENT_CHROMA,
);

const test = suite('palette');

test('should give the sample\'s cyan the colours the sample had, within a just-noticeable difference', () => {
  // The literals themes.ts held before the palette was derived (Tailwind's cyan and indigo, tuned for AA).
  const before = {
    dark: { accent: '#22d3ee', 'accent-hover': '#67e8f9', 'accent-2': '#818cf8', 'on-accent': '#03121c' },
    light: { accent: '#0b6b85', 'accent-hover': '#155e75', 'accent-2': '#4f46e5', 'on-accent': '#ffffff' },
  } as const;
  // The sample's accent as given is its dark one, whatever accent this project's owner chose.
  const sample = sitePalette(before.dark.accent);
  for (const theme of THEMES) {
    for (const [token, was] of Object.entries(before[theme])) {
      const now = sample[theme][token as keyof typeof before.dark];
      assert.ok(deltaE(now, was) < JND, `${theme} ${token}: ${now}, was ${was} (ΔE ${deltaE(now, was).toFixed(4)})`);
    }
    assert.ok(sample[theme].glow.includes(`rgb(${themes.channels(sample[theme].accent)} /`), `${theme}: the glow is the accent's`);
  }
  assert.ok(deltaE(sample.print.accent!, '#0b5568') < JND, `print ${sample.print.accent}`);
  assert.ok(deltaE(sample.paper.accent, '#087390') < JND, `résumé ${sample.paper.accent}`);
  assert.equal(sample.adjustments, [], 'nothing to adjust');
});

test('should hold every accent text and control pair at AA in both themes, for any accent', () => {
  // One value, and the same value given for each theme (used as given there, so moved further).
  for (const setting of [...SWEEP, ...NAMED.map((hex): Accent => ({ dark: hex, light: hex }))]) {
    const site = sitePalette(setting);
    for (const theme of THEMES) {
      for (const pair of accentPairs(theme, site[theme], site[theme])) {
        assert.ok(pair.ratio >= pair.needs, `${JSON.stringify(setting)} ${theme}: ${pair.what} ${pair.ratio.toFixed(2)}:1`);
      }
      // The neutrals do not depend on the accent; checked here all the same.
      for (const fg of ['text', 'text-muted'] as const) {
        for (const bg of ['bg', 'bg-deep', 'surface', 'surface-raised', 'surface-hover'] as const) assert.ok(contrast(site[theme][fg], site[theme][bg]) >= AA_TEXT, `${theme}: ${fg} on ${bg}`);
      }
    }
    assert.ok(contrast(site.paper.accent, '#ffffff') >= AA_TEXT, `${JSON.stringify(setting)}: résumé accent ${site.paper.accent} on white`);
    assert.ok(contrast(site.print.accent!, '#ffffff') >= 7, `${JSON.stringify(setting)}: printed accent ${site.print.accent} on paper (AAA)`);
  }
});

test('should hold accent text at AA on a hovered surface too: a violet accent came to 4.4:1 there', () => {
  for (const setting of ['#7c3aed', '#db2777', '#16a34a']) {
    const site = sitePalette(setting);
    for (const theme of THEMES) {
      for (const fg of ['accent', 'accent-hover'] as const) {
        const ratio = contrast(site[theme][fg], site[theme]['surface-hover']);
        assert.ok(ratio >= AA_TEXT, `${setting} ${theme}: ${fg} ${site[theme][fg]} on surface-hover ${ratio.toFixed(2)}:1`);
      }
    }
  }
});

test('should keep the owner\'s colour where it passes: the dark theme shows a passing accent as given', () => {
  for (const hex of ['#f97316', '#fde047', '#22d3ee']) assert.is(sitePalette(hex).dark.accent, hex);
  assert.is(sitePalette({ dark: '#fde047', light: '#1e40af' }).light.accent, '#1e40af');
  assert.is(sitePalette('#0000ff').light.accent, '#0000ff', 'pure blue, at the edge of sRGB');
});

test('should move an accent that falls short in lightness, and say so in one line naming the field', () => {
  const dim = sitePalette('#1e40af'); // deep blue: 2.2:1 on the dark page
  assert.is(dim.adjustments.length, 1);
  assert.match(dim.adjustments[0]!, /^accent #1e40af: accent text on bg would be 2\.2:1, under AA's 4\.5:1, so the dark theme uses #[0-9a-f]{6} \(OKLCH lightness 0\.42 → 0\.\d\d, \d\.\d:1 on its background\)$/);
  assert.ok(hexToOklch(dim.dark.accent).l > hexToOklch('#1e40af').l, 'lighter on the dark page');
  assert.ok(Math.abs(hexToOklch(dim.dark.accent).h - hexToOklch('#1e40af').h) < 2, 'the same hue');

  const pale = sitePalette({ dark: '#fde047', light: '#fde047' }); // pale yellow on the light page: 1.3:1
  assert.is(pale.adjustments.length, 1);
  assert.match(pale.adjustments[0]!, /^accent\.light #fde047: .* so the light theme uses #[0-9a-f]{6} /);
  assert.ok(contrast(pale.light.accent, pale.light.bg) >= AA_TEXT);
  // Only as far as needed: a little lighter would not do.
  const moved = hexToOklch(pale.light.accent);
  const lighter = accentColours('light', { ...moved, l: moved.l + 0.01 }, pale.light['accent-2']);
  assert.ok(accentPairs('light', lighter, pale.light).some((pair) => pair.ratio < pair.needs), 'no further than needed');
});

test('should derive the light theme from one colour as a deeper shade of it, without a line', () => {
  const one = sitePalette('#fde047');
  assert.equal(one.adjustments, []);
  assert.ok(hexToOklch(one.light.accent).l <= 0.5, one.light.accent);
  assert.ok(Math.abs(hexToOklch(one.light.accent).h - hexToOklch('#fde047').h) < 2, 'the same hue');
});

test('should refuse a setting that is no colour, or a grey, naming the field', () => {
  assert.equal(accentProblems('#22d3ee'), []);
  assert.equal(accentProblems({ dark: '#22d3ee', light: '#0b6b85' }), []);
  assert.equal(accentProblems('teal'), ['accent must be a colour written #rrggbb, e.g. "#22d3ee" (got "teal")']);
  assert.equal(accentProblems(undefined), ['accent must be a colour written #rrggbb, e.g. "#22d3ee" (got nothing)']);
  assert.equal(accentProblems({ dark: '#22d3ee' }), ['accent.light must be a colour written #rrggbb, e.g. "#22d3ee" (got nothing)']);
  const [grey] = accentProblems({ dark: '#22d3ee', light: '#777777' });
  assert.match(grey!, /^accent\.light #777777 is a grey \(OKLCH chroma 0\.000, under 0\.05\): links and buttons would look like the text; choose a colour$/);
});

test('should give every token a value in both themes, the vivid glows alike in both', () => {
  const site = sitePalette('#f97316');
  const text = themeCss(site);
  for (const theme of THEMES) {
    for (const [token, value] of Object.entries(site[theme])) assert.ok(text.includes(`--${token}:${value}`), `${theme} --${token}`);
  }
  assert.is(site.light['vivid-rgb'], site.dark['vivid-rgb']);
  assert.is(site.dark['vivid-rgb'], '249 115 22');
});

test.run();
