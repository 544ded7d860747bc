// The palette's colour maths (src/builder/palette/colour.ts): culori wired to #rrggbb and OKLCH,
// checked against CSS Color 4's and WebAIM's own figures.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { channels, contrast, hexToOklch, isHex, oklchToHex, over, rgbOf } from '../../src/builder/palette/colour';

const test = suite('colour');

test('should turn sRGB into OKLCH and back', () => {
  // CSS Color 4's web-platform tests: green (#008000) is oklch(51.975% 44.215% 142.495), C 100 % = 0.4.
  const green = hexToOklch('#008000');
  assert.ok(Math.abs(green.l - 0.51975) < 1e-4 && Math.abs(green.c - 0.44215 * 0.4) < 1e-4 && Math.abs(green.h - 142.495) < 0.01, JSON.stringify(green));
  // Pure blue and red come back a rounding error outside sRGB; they are still themselves.
  for (const hex of ['#22d3ee', '#0000ff', '#000080', '#ff0000', '#00ff00', '#ffffff']) assert.is(oklchToHex(hexToOklch(hex)), hex);
  assert.is(hexToOklch('#777777').c.toFixed(3), '0.000', 'a grey has no chroma');
});

test('should keep a colour sRGB cannot show at its lightness and hue, with less chroma', () => {
  const wanted = { l: 0.49, c: 0.2, h: 211.5 }; // a deep cyan more vivid than any screen colour
  const shown = hexToOklch(oklchToHex(wanted));
  assert.ok(Math.abs(shown.l - wanted.l) < 0.005 && Math.abs(shown.h - wanted.h) < 1, JSON.stringify(shown));
  assert.ok(shown.c < wanted.c && shown.c > 0.05, `chroma ${shown.c}`);
  assert.is(oklchToHex({ l: 1.2, c: 0.1, h: 0 }), '#ffffff', 'past white is white');
});

test('should read #rgb and #rrggbb only', () => {
  assert.is(channels('#2de'), '34 221 238');
  assert.equal(rgbOf('#0B6B85').map((c) => Math.round(c * 255)), [0x0b, 0x6b, 0x85]);
  for (const bad of ['22d3ee', '#22d3e', '#22d3eeff', 'teal', 'rgb(0 0 0)']) assert.not.ok(isHex(bad), bad);
});

test('should give 21:1 for black on white, 1:1 for a colour on itself, and match WebAIM\'s checker', () => {
  assert.is(contrast('#000000', '#ffffff'), 21);
  assert.is(contrast('#22d3ee', '#22d3ee'), 1);
  // webaim.org/resources/contrastchecker: #777777 on white 4.48:1 (fails AA), #767676 4.54:1.
  assert.is(contrast('#777777', '#ffffff').toFixed(2), '4.48');
  assert.is(contrast('#767676', '#ffffff').toFixed(2), '4.54');
});

test('should composite translucent paint in sRGB, as browsers do', () => {
  assert.equal(over('#ffffff', 0.5, '#000000'), { mode: 'rgb', r: 0.5, g: 0.5, b: 0.5, alpha: 1 });
  assert.equal(over('#ff0000', 0, '#0000ff'), { mode: 'rgb', r: 0, g: 0, b: 1, alpha: 1 });
});

test.run();
