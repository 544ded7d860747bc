// Colours from one seed, the owner's accent, and every size from a named token (the last
// suite): in what the build ships — the pages'
// stylesheet and markup, the favicon, the web manifest — every colour is the palette's
// (src/builder/themes.ts). The stylesheet's only colour literals are the palette's own custom
// properties; everything else refers to them (var(--accent), rgb(var(--bg-rgb) / 0.6)).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { below, BREAKPOINTS, from } from '../../src/app/styles/breakpoints';
import { resolveBreakpoints } from '../../src/builder/media-css';
import { sitePalette } from '../../src/builder/themes';
import { content } from '../fixtures/sample/content';
import { buildSite, BUILT_PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';

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

// ---

// Every size from a named token: in the stylesheets' declarations a length is a
// custom property (--space-4, --step-1, --stroke-1, --print-3, or a component's own named one
// such as the hero's --portrait), never a number with a unit. Not counted: 0, the viewport
// itself (100vw, 100svh), and em, a share of the font's own size (tracking, an underline's
// offset), like a unitless line-height. Media queries name their breakpoint, `@media
// (--tablet)`, from src/app/styles/breakpoints.ts, which the images' `sizes` use too.
const LENGTH = /(?<![\w.#-])-?(?:\d*\.)?\d+(?:px|rem|pt|pc|mm|cm|in|q|vw|vh|vi|vb|svh|lvh|dvh|vmin|vmax|ch|ex)\b/gi;
const NOT_A_CHOICE = /^(?:-?0+(?:\.0+)?[a-z]*|100(?:vw|vh|svh|dvh|lvh))$/i;

/** Every stylesheet under src/, as paths from the project's root. */
function stylesheets(dir = 'src'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? stylesheets(file) : file.endsWith('.css') ? [file] : [];
  });
}

/** Each literal length of a stylesheet outside a custom property's value, as "line: property: length". */
function sizeLiterals(css: string): string[] {
  const lines = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  return lines.flatMap((line, index) => {
    if (/^\s*@media\b/.test(line)) return [...line.matchAll(LENGTH)].map((m) => `${index + 1}: @media: ${m[0]}`);
    // Declarations, one a line or several in braces: "a { b: 1px; c: 2px }".
    return [...line.matchAll(/(?:^|[{;])\s*([-\w]+)\s*:([^;{}]*)/g)]
      .filter(([, property]) => !property!.startsWith('--'))
      .flatMap(([, property, value]) => [...value!.matchAll(LENGTH)].filter((m) => !NOT_A_CHOICE.test(m[0])).map((m) => `${index + 1}: ${property}: ${m[0]}`));
  });
}

const sizes = suite('build :: size literals');

sizes('should find a literal length wherever a declaration has one (the check itself)', () => {
  const css = '.a { padding: 6px var(--space-2); }\n.b{gap:0;width:100vw;letter-spacing:-0.02em}\n@keyframes k { from { transform: translateY(-6px); } }\n:root { --space-4: 16px; }\n@media (min-width: 768px) {\n@media (--tablet) {';
  assert.equal(sizeLiterals(css), ['1: padding: 6px', '3: transform: -6px', '5: @media: 768px']);
});

sizes('should write every length in the stylesheets as a named token', () => {
  const files = stylesheets();
  assert.ok(files.includes('src/app/styles/global.css') && files.length > 15, files.join(', '));
  const stray = files.flatMap((file) => sizeLiterals(readFileSync(path.join(ROOT, file), 'utf8')).map((where) => `${file}:${where}`));
  assert.equal(stray, []);
});

sizes('should put each named breakpoint\'s width into the media queries, and refuse an unknown name', () => {
  assert.is(resolveBreakpoints('@media(--tablet){a{b:c}}@media (--bar) and (--below-desktop){d{e:f}}@media print{g{h:i}}'),
    `@media${from('tablet')}{a{b:c}}@media ${from('bar')} and ${below('desktop')}{d{e:f}}@media print{g{h:i}}`);
  assert.is(from('tablet'), `(min-width: ${BREAKPOINTS.tablet}px)`);
  assert.is(below('phone'), `(max-width: ${BREAKPOINTS.phone - 1}px)`);
  assert.throws(() => resolveBreakpoints('@media (--tablett){}'), /@media \(--tablett\): no breakpoint "tablett" in src\/app\/styles\/breakpoints\.ts/);
});

sizes('should ship media queries only at the named breakpoints\' widths', () => {
  const widths = new Set(Object.values(BREAKPOINTS).flatMap((width) => [`min-width: ${width}px`, `max-width: ${width - 1}px`]));
  for (const { file, html } of pages()) {
    const queries = [...stylesheet(html).matchAll(/@media([^{]*)\{/g)].map((m) => m[1]!);
    assert.not.ok(queries.some((query) => query.includes('(--')), `${file}: a named breakpoint left unresolved`);
    const used = queries.flatMap((query) => [...query.matchAll(/\((m(?:in|ax)-width):\s*(\d+px)\)/g)].map((m) => `${m[1]}: ${m[2]}`));
    assert.ok(used.length > 10, `${file}: ${used.length} width queries`);
    // The blog's page styles still write one width of their own, 768 px, a breakpoint's.
    assert.equal(used.filter((query) => !widths.has(query)), [], file);
  }
});

sizes.run();
