// sRGB <-> OKLCH (src/builder/palette/oklch.ts) against CSS Color 4's own figures, and the
// WCAG 2.x contrast the palette is checked with (src/builder/palette/contrast.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hexToOklch, oklchToHex, oklchToSrgb, parseHex, srgbToOklch, toGamut, toHex } from '../../src/builder/palette/oklch';
import { contrast, luminance, over } from '../../src/builder/palette/contrast';

// CSS Color 4, §9 "Specifying Oklab and OkLCh", example 26 (https://www.w3.org/TR/css-color-4/#ex-oklch-samples):
// each oklch() and the sRGB colour it is, in percent.
const SPEC_EXAMPLES: [number, number, number, [number, number, number]][] = [
  [0.40101, 0.12332, 21.555, [49.06, 13.87, 15.9]],
  [0.59686, 0.15619, 49.7694, [77.61, 36.34, 2.45]],
  [0.65125, 0.13138, 104.097, [61.65, 57.51, 9.28]],
  [0.66016, 0.15546, 134.231, [40.73, 65.12, 22.35]],
  [0.72322, 0.12403, 247.996, [38.29, 67.27, 93.85]],
  [0.421, 0.193, 328.4, [50.1808, 0.257216, 50.1403]], // oklch(42.1% 48.25% 328.4): C 100 % = 0.4
];
// The examples round their inputs to five or six digits, which moves a channel by up to 0.08
// percentage points: a fifth of one 8-bit step (0.39 points).
const CHANNEL_TOLERANCE = 0.001;

const test = suite('oklch and contrast');

test('should turn the CSS Color 4 examples into their sRGB colours', () => {
  for (const [l, c, h, percent] of SPEC_EXAMPLES) {
    const rgb = oklchToSrgb({ l, c, h });
    percent.forEach((expected, i) => assert.ok(Math.abs(rgb[i]! - expected / 100) < CHANNEL_TOLERANCE, `oklch(${l} ${c} ${h}) channel ${i}: ${rgb[i]} vs ${expected / 100}`));
  }
});

test('should turn sRGB into OKLCH and back', () => {
  // CSS Color 4's web-platform tests: green (#008000) is oklch(51.975% 44.215% 142.495), C 100 % = 0.4.
  const green = hexToOklch('#008000');
  assert.ok(Math.abs(green.l - 0.51975) < 1e-4 && Math.abs(green.c - 0.44215 * 0.4) < 1e-4 && Math.abs(green.h - 142.495) < 0.01, JSON.stringify(green));
  for (const [l, c, h] of SPEC_EXAMPLES) {
    const back = srgbToOklch(oklchToSrgb({ l, c, h }));
    assert.ok(Math.abs(back.l - l) < 1e-9 && Math.abs(back.c - c) < 1e-9 && Math.abs(back.h - h) < 1e-6, `oklch(${l} ${c} ${h}) round trip: ${JSON.stringify(back)}`);
  }
  assert.equal(hexToOklch('#ffffff').c < 1e-6 && Math.abs(hexToOklch('#ffffff').l - 1) < 1e-6, true, 'white: lightness 1, no chroma');
  assert.is(oklchToHex(hexToOklch('#22d3ee')), '#22d3ee');
});

test('should keep a colour sRGB cannot show at its lightness and hue, with less chroma', () => {
  const wanted = { l: 0.49, c: 0.2, h: 211.5 }; // a deep cyan more vivid than any screen colour
  const [r, g, b] = oklchToSrgb(wanted);
  assert.ok(Math.min(r, g, b) < 0 || Math.max(r, g, b) > 1, 'the premise: out of gamut');
  const mapped = toGamut(wanted);
  assert.is(mapped.l, wanted.l);
  assert.is(mapped.h, wanted.h);
  assert.ok(mapped.c < wanted.c && mapped.c > 0.05, `chroma ${mapped.c}`);
  assert.ok(oklchToSrgb(mapped).every((channel) => channel > -0.002 && channel < 1.002), 'now within sRGB');
  assert.equal(toGamut({ l: 1.2, c: 0.1, h: 0 }), { l: 1, c: 0, h: 0 }, 'past white is white');
});

test('should read #rgb and #rrggbb and refuse anything else', () => {
  assert.equal(parseHex('#2de').map((c) => Math.round(c * 255)), [0x22, 0xdd, 0xee]);
  assert.equal(toHex(parseHex('#0B6B85')), '#0b6b85');
  for (const bad of ['22d3ee', '#22d3e', '#22d3eeff', 'teal', 'rgb(0 0 0)']) assert.throws(() => parseHex(bad), /#rrggbb/, bad);
});

test('should give 21:1 for black on white, 1:1 for a colour on itself, and match WebAIM\'s checker', () => {
  assert.is(contrast('#000000', '#ffffff'), 21);
  assert.is(contrast('#22d3ee', '#22d3ee'), 1);
  assert.is(luminance([1, 1, 1]), 1);
  // webaim.org/resources/contrastchecker: #777777 on white 4.48:1 (fails AA), #767676 4.54:1.
  assert.is(contrast('#777777', '#ffffff').toFixed(2), '4.48');
  assert.is(contrast('#767676', '#ffffff').toFixed(2), '4.54');
});

test('should composite translucent paint in sRGB, as browsers do', () => {
  assert.equal(over('#ffffff', 0.5, '#000000'), [0.5, 0.5, 0.5]);
  assert.equal(over([1, 0, 0], 0, [0, 0, 1]), [0, 0, 1]);
});

test.run();
