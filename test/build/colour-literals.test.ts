// Colours from one seed (STYLE.md; issue 24, part 4): in what the build ships — the pages'
// stylesheet and markup, the favicon, the web manifest — every colour is the palette's
// (src/build/themes.ts). The stylesheet's only colour literals are the palette's own custom
// properties; everything else refers to them (var(--accent), rgb(var(--bg-rgb) / 0.6)).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sitePalette } from '../../src/build/themes';
import { content } from '../../src/content/content';
import { buildSite, BUILT_PAGES } from '../helpers/built-site';

const site = buildSite();
const palette = sitePalette(content.accent);

// Every way CSS and SVG write a colour by value: hex, the colour functions with a number (not
// var()) inside, and CSS Color 4's named colours.
const HEX = /#[0-9a-f]{3,8}(?![\w-])/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*(?:[\d.]|srgb|display-p3)[^)]*\)/gi;
const NAMED = new RegExp(
  `(?<![\\w-])(?:${'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.replace(/ /g, '|')})(?![\\w-])`,
  'gi',
);
const literalsIn = (text: string) => [...text.matchAll(HEX), ...text.matchAll(FUNCTION), ...text.matchAll(NAMED)].map((match) => match[0]);

/** The values of a stylesheet's declarations (what follows "property:" up to ";" or "}"). */
const valuesOf = (css: string) => [...css.matchAll(/[{;]\s*([-\w]+)\s*:([^;{}]*)/g)].map((match) => ({ property: match[1]!, value: match[2]! }));

/** The palette's custom properties: the one place a colour is written by value. */
const PALETTE_PROPERTIES = new Set([...Object.keys(palette.dark), 'bg-rgb', 'surface-rgb'].map((name) => `--${name}`));
/** Every colour the palette outputs, as it writes them. */
const PALETTE_VALUES = new Set([palette.dark, palette.light].flatMap((theme) => Object.values(theme)));

// The pages this content builds (no blog page without posts), read when a test runs.
const pages = () => BUILT_PAGES.map((file) => ({ file, html: site.read(file) }));
const stylesheet = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');

const literals = suite('build :: colour literals');

literals('should find a colour literal in any notation (the check itself)', () => {
  assert.equal(literalsIn('a{color:#0b6b85;background:rgb(34 211 238/.1);border-color:Teal;fill:var(--accent);white-space:nowrap}'), ['#0b6b85', 'rgb(34 211 238/.1)', 'Teal']);
  assert.equal(literalsIn('rgb(var(--bg-rgb) / .6) transparent currentColor #top'), []);
});

literals('should write colours by value only in the palette\'s custom properties in every page\'s stylesheet', () => {
  for (const { file, html } of pages()) {
    const css = stylesheet(html);
    assert.ok(css.includes(`--accent:${palette.dark.accent}`), `${file}: the palette is there`);
    const stray = valuesOf(css)
      .filter(({ property }) => !PALETTE_PROPERTIES.has(property))
      .flatMap(({ property, value }) => literalsIn(value).map((literal) => `${property}: ${literal}`));
    assert.equal(stray, [], file);
  }
});

literals('should use only palette colours in the markup, the favicon and the web manifest', () => {
  for (const { file, html } of pages()) {
    const markup = html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, '');
    // Colour-bearing attributes: SVG paint, inline styles, and <meta name="theme-color" content>.
    const attributes = [...markup.matchAll(/\s(fill|stroke|stop-color|color|flood-color|lighting-color|style)="([^"]*)"/g)].map((m) => m[2]!);
    const themeColours = [...markup.matchAll(/<meta name="theme-color" content="([^"]*)"/g)].map((m) => m[1]!);
    assert.equal(themeColours, [palette.dark.bg, palette.light.bg], `${file}: theme-color is each theme's page colour`);
    assert.equal(attributes.flatMap(literalsIn), [], `${file}: no colour in the markup`);
  }
  const favicon = readFileSync(path.join(site.dir, 'favicon.svg'), 'utf8');
  const used = literalsIn(favicon);
  assert.ok(used.length >= 3, `the icon has ${used.join(', ')}`);
  for (const colour of used) assert.ok(PALETTE_VALUES.has(colour), `favicon.svg: ${colour} is not the palette's`);
  const manifest = JSON.parse(site.read('site.webmanifest'));
  for (const key of ['theme_color', 'background_color']) assert.ok(PALETTE_VALUES.has(manifest[key]), `site.webmanifest ${key}: ${manifest[key]}`);
});

literals.run();
