// Draws the sample's artwork and writes it as PNG: the six project screenshots (drawn as the
// apps' own screens, 1600×1000, no browser chrome, so no light strip tops a dark card), the
// hero artwork in each theme (1200×1200, transparent, the subject inside the centred circle
// of 80 % diameter, so any box from 1:1 to 16:9 can hold it whole) and a portrait (512×512,
// opaque, head and shoulders centred for a round crop).
//
// Every picture is an SVG string rasterised by sharp (librsvg). Nothing is downloaded; the
// text uses the fonts installed here (Liberation Sans, DejaVu Sans Mono and Serif), which only
// matter when drawing: the PNGs are committed and ship as they are. The hero's colours are the
// sample palette's (src/builder/themes.ts, from content.accent), read here rather than copied.
//
// Run by hand after changing a drawing: `node src/assets/draw-sample-art.mjs [name]` (a name,
// such as `fotoflix`, `hero` or `portrait`, redraws that one), then copy the hashes it prints
// into SAMPLE.files in src/builder/sample-leftovers.ts, by which the build warns while the
// sample art is still in use (test/unit/sample-leftovers.test.ts names any that changed).
// An owner replaces these files with their own (README "Make it yours").

import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const SANS = "'Liberation Sans', Arial, sans-serif";
const CONDENSED = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', sans-serif";
const SERIF = "'DejaVu Serif', Georgia, serif";
const MONO = "'DejaVu Sans Mono', monospace";

// --- Drawing helpers (screens are laid out at 800×500 and drawn at twice that) ---------------

const SCREEN = { width: 1600, height: 1000, scale: 2 };
const VIEW = { width: SCREEN.width / SCREEN.scale, height: SCREEN.height / SCREEN.scale };

const esc = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attrs = (o) => Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== false).map(([k, v]) => `${k}="${v}"`).join(' ');

function T(x, y, value, { size = 12, fill = '#000', weight, family = SANS, anchor, opacity, spacing, extra = '' } = {}) {
  const a = attrs({ x, y, 'font-family': family, 'font-size': size, fill, 'font-weight': weight, 'text-anchor': anchor, 'fill-opacity': opacity, 'letter-spacing': spacing });
  return `<text ${a} ${extra}>${esc(value)}</text>`;
}
function R(x, y, width, height, fill, { rx, stroke, sw = 1, opacity, extra = '' } = {}) {
  return `<rect ${attrs({ x, y, width, height, rx, fill, stroke, 'stroke-width': stroke ? sw : undefined, opacity })} ${extra}/>`;
}
const C = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const E = (cx, cy, rx, ry, fill, extra = '') => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
/** Rough width of a Liberation Sans string: enough to size pills and chips around it. */
const textWidth = (value, size, bold = false) =>
  [...value].reduce((w, ch) => w + (/[il.,:;'|!·]/.test(ch) ? 0.26 : /[()\[\]ftjr]/.test(ch) ? 0.33 : /[mwMW@%]/.test(ch) ? 0.85 : /[0-9]/.test(ch) ? 0.556 : /[A-Z]/.test(ch) ? 0.68 : ch === ' ' ? 0.278 : 0.53), 0) * size * (bold ? 1.07 : 1);

// Line icons on a 24-unit grid.
const ICONS = {
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/>',
  pencil: '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M13 7l4 4"/>',
  trash: '<path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  heart: '<path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"/>',
  bookmark: '<path d="M6.5 3.5h11v17L12 16.5l-5.5 4z"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  refresh: '<path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3"/><path d="M19.5 4v4h-4"/>',
  download: '<path d="M12 4v11M7 10.5l5 5 5-5M5 20h14"/>',
  share: '<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6"/>',
  chevron: '<path d="M7 10l5 5 5-5"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  sliders: '<path d="M4 7h10M18 7h2M4 17h2M10 17h10"/><circle cx="16" cy="7" r="2"/><circle cx="8" cy="17" r="2"/>',
  clock: '<circle cx="12" cy="12" r="8"/><path d="M12 7.5V12l3 2"/>',
  users: '<circle cx="9" cy="8.5" r="3.5"/><path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6"/><path d="M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.3c2 .8 3 2.8 3 5.7"/>',
  list: '<path d="M9 6h11M9 12h11M9 18h11"/><circle cx="4.5" cy="6" r="1"/><circle cx="4.5" cy="12" r="1"/><circle cx="4.5" cy="18" r="1"/>',
  settings: '<circle cx="12" cy="12" r="3"/><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"/>',
  chart: '<path d="M4 4v16h16"/><path d="M7 15l4-4 3 3 5-6"/>',
  image: '<rect x="3.5" y="5" width="17" height="14" rx="2"/><circle cx="9" cy="10" r="1.8"/><path d="M4 17l5-4.5 4 3.5 3-2.5 4 3.5"/>',
  text: '<path d="M5 6.5V5h14v1.5M12 5v14M9 19h6"/>',
  layers: '<path d="M12 4 3 9l9 5 9-5z"/><path d="M3 14l9 5 9-5"/>',
};
function icon(name, x, y, size, color, { sw = 2, fill = 'none' } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="${fill}" stroke="${color}" stroke-width="${(sw * 24) / size}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}
const STAR = '12,2.6 14.8,8.7 21.4,9.4 16.4,13.9 17.8,20.4 12,17.1 6.2,20.4 7.6,13.9 2.6,9.4 9.2,8.7';
const star = (x, y, size, fill) => `<polygon transform="translate(${x} ${y}) scale(${size / 24})" points="${STAR}" fill="${fill}"/>`;

/** A deterministic pseudo-random sequence (mulberry32), so every run draws the same pictures. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let clipCount = 0;
/** A picture of `viewW`×`viewH` units drawn into a box, cropped like `object-fit: cover`, with rounded corners. */
function framed(x, y, width, height, viewW, viewH, body, rx = 0) {
  const id = `clip${clipCount++}`;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"/></clipPath>
  <g clip-path="url(#${id})"><svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">${body}</svg></g>`;
}

/** A product screen: the app's own page, edge to edge, no browser chrome. */
const screen = (bg, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SCREEN.width}" height="${SCREEN.height}" viewBox="0 0 ${VIEW.width} ${VIEW.height}">
  ${R(0, 0, VIEW.width, VIEW.height, bg)}${body}</svg>`;

/** A rounded pill with a label, sized to it; returns [svg, width]. */
function pill(x, y, label, { size = 11, height = 24, fill, stroke, color, weight, pad = 12, iconName, family = SANS } = {}) {
  const w = Math.round(textWidth(label, size, weight === 'bold') + pad * 2 + (iconName ? size + 4 : 0));
  const ix = x + pad;
  return [
    R(x, y, w, height, fill ?? 'none', { rx: height / 2, stroke }) +
      (iconName ? icon(iconName, ix, y + (height - size) / 2, size, color) : '') +
      T(iconName ? ix + size + 4 : x + w / 2, y + height / 2 + size * 0.36, label, { size, fill: color, weight, anchor: iconName ? undefined : 'middle', family }),
    w,
  ];
}
function pills(x, y, labels, style, gap = 6) {
  let svg = '';
  for (const [label, own] of labels) {
    const [part, w] = pill(x, y, label, { ...style, ...own });
    svg += part;
    x += w + gap;
  }
  return svg;
}
/** A soft drop shadow filter, declared once per drawing. */
const shadowDef = (id, { dy = 4, blur = 8, opacity = 0.18, color = '#000' } = {}) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${color}" flood-opacity="${opacity}"/></filter>`;

// --- Coffee Connoisseur: a café finder, list beside a map -------------------------------------

const COFFEE = { bar: '#2a1a12', paper: '#fbf7f1', ink: '#2a1a12', muted: '#86705f', line: '#eadfcf', accent: '#c8742c', open: '#2f855a' };

/** Café "photos", drawn on a 120×90 canvas. */
const CAFE_PHOTOS = {
  // Top-down: a flat white with a latte-art heart on a walnut table.
  latte: () => `
    ${R(0, 0, 120, 90, '#8d5e3d')}
    ${[8, 23, 41, 58, 77].map((y, i) => `<path d="M0 ${y} C30 ${y + (i % 2 ? 4 : -3)} 70 ${y + (i % 2 ? -4 : 5)} 120 ${y + 1}" stroke="#7a4f32" stroke-width="${1 + (i % 2)}" fill="none" opacity="0.7"/>`).join('')}
    ${E(66, 50, 36, 35, '#5e3c26', 'opacity="0.35"')}
    ${C(62, 46, 35, '#f4efe9')}${C(62, 46, 31, '#e9e1d8')}
    ${R(88, 40, 18, 10, '#fbf8f4', { rx: 5 })}
    ${C(62, 46, 24, '#fbf8f4')}${C(62, 46, 20.5, '#b57a48')}
    ${C(62, 46, 20.5, 'none', 'stroke="#8f5a31" stroke-width="1.6"')}
    <path d="M62 58 C50 50 48 41 53.5 37.5 C57.5 35 61 37.5 62 40.5 C63 37.5 66.5 35 70.5 37.5 C76 41 74 50 62 58Z" fill="#f6e6d1"/>
    <path d="M62 52 C56 47.5 55.5 43 58.5 41.5 C60.5 40.6 61.6 42 62 43.4 C62.4 42 63.5 40.6 65.5 41.5 C68.5 43 68 47.5 62 52Z" fill="#c48a57"/>
    <path d="M62 40 V58" stroke="#c48a57" stroke-width="0.9"/>
    ${C(20, 74, 11, '#d9a463')}${C(20, 74, 11, 'none', 'stroke="#b9833f" stroke-width="1.2"')}${[[-4, -3], [3, -4], [0, 3], [5, 2], [-5, 4]].map(([dx, dy]) => C(20 + dx, 74 + dy, 1.3, '#5a3a1d')).join('')}
    <path d="M104 8 l6 22" stroke="#c9c4bd" stroke-width="3" stroke-linecap="round"/>`,
  // A bar with pendant lamps, shelves of jars and an espresso machine.
  interior: () => `
    <defs><linearGradient id="lampglow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd88a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd88a" stop-opacity="0"/></linearGradient></defs>
    ${R(0, 0, 120, 90, '#d8c3a5')}${R(0, 0, 120, 30, '#cdb594')}
    ${R(6, 8, 30, 34, '#9bbfa7')}${R(6, 8, 30, 34, 'none', { stroke: '#f3ece2', sw: 2.5 })}<path d="M21 8v34M6 25h30" stroke="#f3ece2" stroke-width="1.5"/>
    ${E(14, 36, 7, 6, '#4d7c57')}${E(26, 38, 6, 4, '#3d6a48')}
    ${[22, 36].map((y) => R(46, y, 70, 2.5, '#6e4a2d')).join('')}
    ${[48, 56, 63, 71, 80, 88, 97, 106].map((x, i) => R(x, 22 - (6 + (i % 3) * 2), 5, 6 + (i % 3) * 2, ['#f1e6d4', '#7f5132', '#3f6f6a', '#e3a857'][i % 4], { rx: 1 })).join('')}
    ${[50, 60, 72, 84, 96, 108].map((x, i) => R(x, 36 - 7, 6, 7, ['#fbf7f1', '#b78a58', '#fbf7f1', '#2d4f4a'][i % 4], { rx: 1.5 })).join('')}
    ${[30, 62, 94].map((x) => `<path d="M${x} 0 V13" stroke="#3a2a20" stroke-width="0.8"/><path d="M${x - 16} 60 L${x - 6} 17 H${x + 6} L${x + 16} 60Z" fill="url(#lampglow)"/><path d="M${x - 7} 18 A7 6 0 0 1 ${x + 7} 18Z" fill="#2f2f2f"/>${E(x, 18.5, 4, 1.4, '#ffe2a3')}`).join('')}
    ${R(60, 44, 34, 18, '#cfd3d8', { rx: 2 })}${R(60, 44, 34, 4, '#aeb4bb', { rx: 2 })}${C(68, 53, 2.5, '#3a3a3a')}${C(86, 53, 2.5, '#3a3a3a')}${R(74, 58, 6, 5, '#6d6d6d')}
    ${R(0, 62, 120, 4, '#3b2417')}${R(0, 66, 120, 24, '#7a4b2b')}
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => R(i * 15 + 2, 69, 12, 19, '#6b4024', { rx: 1 })).join('')}
    ${R(20, 55, 7, 7, '#fbf7f1', { rx: 1 })}${R(31, 56, 6, 6, '#fbf7f1', { rx: 1 })}${E(104, 58, 8, 4.5, '#4d7c57')}${R(100, 56, 8, 6, '#b5653a', { rx: 1 })}`,
  // A window seat: two cups and a croissant, the street softly outside.
  window: () => `
    ${R(0, 0, 120, 90, '#e8dccb')}
    ${R(8, 6, 104, 50, '#b9d3df')}${R(8, 36, 104, 20, '#a9bfc8')}
    ${[[12, 20, 16], [30, 12, 14], [46, 24, 18], [66, 16, 12], [80, 8, 16], [98, 22, 14]].map(([x, y, w], i) => R(x, y, w, 56 - y, ['#d4c4b0', '#c2aa8f', '#e0d2bf', '#b99f84'][i % 4], { opacity: 0.85 })).join('')}
    ${R(8, 6, 104, 50, 'none', { stroke: '#fbf7f1', sw: 3 })}<path d="M60 6v50" stroke="#fbf7f1" stroke-width="2.5"/>
    ${R(0, 56, 120, 6, '#6b4024')}${R(0, 62, 120, 28, '#8a5a37')}
    ${E(38, 62, 16, 3.5, '#efe8df')}<path d="M27 44 h22 l-2 16 a4 4 0 0 1 -4 3 h-10 a4 4 0 0 1 -4 -3z" fill="#fbf8f4"/><path d="M49 48 a5 5 0 0 1 0 9" stroke="#fbf8f4" stroke-width="2.5" fill="none"/>${E(38, 44.5, 11, 2, '#a8703f')}
    <path d="M34 40 c-3 -4 3 -6 0 -10 M41 40 c-3 -4 3 -6 0 -10" stroke="#ffffff" stroke-width="1.2" fill="none" opacity="0.8"/>
    ${E(80, 64, 14, 3, '#efe8df')}<path d="M71 50 h18 l-1.5 12 a3 3 0 0 1 -3 2.5 h-9 a3 3 0 0 1 -3 -2.5z" fill="#3f6f6a"/>${E(80, 50.5, 9, 1.8, '#5b3a22')}
    <path d="M95 70 q8 -12 18 0 q-4 4 -9 4 q-5 0 -9 -4z" fill="#d99a4e"/><path d="M99 67 l3 5 M104 64 l1 7 M109 66 l-2 5" stroke="#b06f2a" stroke-width="1"/>`,
  // A shopfront: awning, warm windows, a board outside.
  storefront: () => `
    ${R(0, 0, 120, 90, '#dfe7e4')}${R(0, 0, 120, 22, '#cdd9d6')}
    ${R(10, 14, 100, 76, '#244a40')}
    ${T(60, 28, 'ROAST & CO.', { size: 7.5, fill: '#f3e3c3', weight: 'bold', anchor: 'middle', family: SERIF, spacing: 0.6 })}
    <path d="M8 34 H112 L106 44 H14Z" fill="#f3ece2"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<path d="M${14 + i * 9.2} 34 h4.6 l-0.6 10 h-4.6z" fill="#c8742c"/>`).join('')}
    ${R(16, 48, 38, 32, '#f7cf83')}${R(66, 48, 38, 42, '#f7cf83')}${R(80, 54, 12, 36, '#1b3a32')}
    ${[20, 30, 40].map((x) => R(x, 58, 6, 22, '#e3a95a', { opacity: 0.7 })).join('')}${E(33, 78, 14, 2, '#c88d44')}
    ${R(16, 48, 38, 32, 'none', { stroke: '#1b3a32', sw: 2 })}${R(66, 48, 38, 42, 'none', { stroke: '#1b3a32', sw: 2 })}
    <path d="M4 90 L8 70 H20 L24 90" fill="#2f2f2f"/>${R(9, 72, 10, 12, '#fbf7f1', { opacity: 0.85 })}
    ${E(112, 86, 9, 7, '#4d7c57')}${R(106, 82, 12, 8, '#b5653a')}`,
};

function coffee() {
  const c = COFFEE;
  const cafes = [
    { name: 'Workshop Coffee', photo: 'latte', rating: '4.8', votes: '1,204', meta: 'Specialty · £££', dist: '0.3 km', hours: 'Open until 18:00', tags: ['Wi-Fi', 'Oat milk'] },
    { name: 'The Roastery Bar', photo: 'interior', rating: '4.7', votes: '856', meta: 'Roaster · ££', dist: '0.6 km', hours: 'Open until 19:30', tags: ['Pour-over', 'Pastries'] },
    { name: 'Window Seat', photo: 'window', rating: '4.6', votes: '512', meta: 'Café · ££', dist: '1.1 km', hours: 'Closes soon', tags: ['Quiet', 'Laptop-friendly'] },
  ];
  const list = cafes
    .map((cafe, i) => {
      const y = 140 + i * 118;
      const selected = i === 0;
      const votes = `(${cafe.votes})`;
      return `${R(14, y, 302, 108, '#ffffff', { rx: 10, stroke: selected ? c.accent : c.line, sw: selected ? 1.5 : 1 })}
        ${framed(22, y + 8, 112, 92, 120, 90, CAFE_PHOTOS[cafe.photo](), 7)}
        ${T(146, y + 25, cafe.name, { size: 14, fill: c.ink, weight: 'bold' })}
        ${icon('bookmark', 290, y + 12, 14, selected ? c.accent : '#b9a898', { fill: selected ? c.accent : 'none' })}
        ${star(146, y + 33, 12, '#e0913c')}${T(161, y + 43.5, cafe.rating, { size: 11.5, fill: c.ink, weight: 'bold' })}
        ${T(181, y + 43.5, `${votes} · ${cafe.meta}`, { size: 11, fill: c.muted })}
        ${T(146, y + 62, cafe.dist, { size: 11, fill: c.muted })}${T(146 + textWidth(cafe.dist, 11) + 8, y + 62, cafe.hours, { size: 11, fill: i === 2 ? '#b45309' : c.open, weight: 'bold' })}
        ${pills(146, y + 74, cafe.tags.map((tag) => [tag]), { size: 10, height: 20, fill: '#f5ede2', color: '#6b4f3a', pad: 8 })}`;
    })
    .join('');

  // The map: streets, a park and the canal, with a pin per café.
  const rnd = random(7);
  const blocks = [];
  for (let gx = 0; gx < 8; gx++) for (let gy = 0; gy < 8; gy++) if (rnd() > 0.35) blocks.push(R(334 + gx * 62 + 8, 52 + gy * 60 + 8, 46 + rnd() * 4, 44, '#e8dfd0', { rx: 3 }));
  const pins = [[576, 284, '1'], [600, 160, '2'], [690, 300, '3'], [420, 360, '4'], [560, 420, '5'], [740, 120, '6']];
  const pin = (x, y, label, big) => {
    const s = big ? 1.35 : 1;
    return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C-4 -6 -11 -11 -11 -19 a11 11 0 1 1 22 0 c0 8 -7 13 -11 19z" fill="${big ? c.accent : c.bar}" stroke="#fff" stroke-width="1.5"/>${T(0, -15, label, { size: 10, fill: '#fff', weight: 'bold', anchor: 'middle' })}</g>`;
  };
  const map = `
    <clipPath id="mapclip"><rect x="330" y="52" width="470" height="448"/></clipPath>
    <g clip-path="url(#mapclip)">
      ${R(330, 52, 470, 448, '#f1eadf')}${blocks.join('')}
      <path d="M640 52 C700 140 610 230 700 300 S760 420 800 470" stroke="#f1eadf" stroke-width="10" fill="none"/>
      <path d="M330 300 C420 280 480 330 560 310 S700 250 800 262" stroke="#b9d5e3" stroke-width="16" fill="none"/>
      <path d="M360 400 L470 380 L500 470 L380 490Z" fill="#cfe1c0"/><path d="M690 60 L780 70 L770 150 L700 140Z" fill="#cfe1c0"/>
      ${[[330, 130, 800, 120, 9], [330, 230, 800, 248, 6], [330, 440, 800, 410, 9], [420, 52, 440, 500, 9], [540, 52, 520, 500, 6], [660, 52, 650, 500, 9]].map(([x1, y1, x2, y2, w]) => `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#e2d6c3" stroke-width="${w + 2}"/><path d="M${x1} ${y1} L${x2} ${y2}" stroke="#ffffff" stroke-width="${w}"/>`).join('')}
      ${T(700, 236, 'Regent’s Canal', { size: 8.5, fill: '#5d8aa3', extra: 'transform="rotate(-4 700 236)" font-style="italic"' })}
      ${T(560, 125, 'OLD STREET', { size: 8, fill: '#a8957e', spacing: 1, extra: 'transform="rotate(-1 560 125)"' })}
      ${T(412, 300, 'GREAT EASTERN ST', { size: 7.5, fill: '#a8957e', spacing: 1, extra: 'transform="rotate(87 436 300)"' })}
      ${T(425, 452, 'Hoxton Square', { size: 8.5, fill: '#5f8250' })}
      ${pins.map(([x, y, label], i) => pin(x, y, label, i === 0)).join('')}
      ${C(512, 338, 6, '#3b82f6', 'stroke="#fff" stroke-width="2.5"')}${C(512, 338, 16, '#3b82f6', 'opacity="0.15"')}
      <g filter="url(#cshadow)">${R(486, 72, 188, 150, '#ffffff', { rx: 10 })}</g>
      ${framed(486, 72, 188, 80, 120, 90, CAFE_PHOTOS.storefront(), 10)}${R(486, 142, 188, 10, '#ffffff')}
      ${T(498, 170, 'Workshop Coffee', { size: 13, fill: c.ink, weight: 'bold' })}
      ${star(498, 178, 11, '#e0913c')}${T(512, 187.5, '4.8', { size: 11, fill: c.ink, weight: 'bold' })}${T(531, 187.5, '· 27 Clerkenwell Rd', { size: 11, fill: c.muted })}
      ${R(498, 196, 78, 18, c.bar, { rx: 9 })}${T(537, 208.5, 'Directions', { size: 10, fill: '#fff', weight: 'bold', anchor: 'middle' })}
      ${R(582, 196, 80, 18, '#f5ede2', { rx: 9 })}${T(622, 208.5, 'Menu', { size: 10, fill: '#6b4f3a', weight: 'bold', anchor: 'middle' })}
      <path d="M568 222 l8 8 l8 -8z" fill="#ffffff"/>
      ${R(548, 462, 120, 26, '#ffffff', { rx: 13, extra: 'filter="url(#cshadow)"' })}${icon('refresh', 560, 468, 13, c.ink)}${T(578, 479, 'Search this area', { size: 11, fill: c.ink, weight: 'bold' })}
      ${R(758, 404, 28, 56, '#ffffff', { rx: 6, extra: 'filter="url(#cshadow)"' })}${icon('plus', 764, 410, 16, c.ink)}${icon('minus', 764, 438, 16, c.ink)}<path d="M762 432h20" stroke="${c.line}"/>
    </g>`;

  return screen(c.paper, `
    <defs>${shadowDef('cshadow', { dy: 3, blur: 6, opacity: 0.2, color: '#3b2418' })}</defs>
    ${R(0, 0, 800, 52, c.bar)}
    <path d="M22 20 h17 v8 a8 8 0 0 1 -8 8 h-1 a8 8 0 0 1 -8 -8z" fill="#e0913c"/><path d="M39 22 a4 4 0 0 1 0 8" stroke="#e0913c" stroke-width="2.4" fill="none"/>
    <path d="M27 17 c-2 -3 2 -4 0 -7 M33 17 c-2 -3 2 -4 0 -7" stroke="#e9c9a5" stroke-width="1.4" fill="none" stroke-linecap="round"/>
    ${T(52, 32.5, 'Coffee Connoisseur', { size: 16, fill: '#f8ecdf', weight: 'bold', family: SERIF })}
    ${R(250, 12, 300, 28, '#3d2a1f', { rx: 14 })}${icon('search', 262, 19, 14, '#cdb7a3')}${T(284, 30.5, 'Shoreditch, London', { size: 12, fill: '#f1e2d2' })}
    ${T(660, 30.5, 'Saved', { size: 12, fill: '#e8d6c4' })}${T(705, 30.5, 'Map', { size: 12, fill: '#ffffff', weight: 'bold' })}
    ${C(766, 26, 13, '#c8742c')}${T(766, 30.5, 'AC', { size: 10, fill: '#fff', weight: 'bold', anchor: 'middle' })}
    ${R(0, 52, 330, 448, c.paper)}<path d="M330 52 V500" stroke="${c.line}"/>
    ${T(16, 80, 'Cafés near you', { size: 19, fill: c.ink, weight: 'bold', family: SERIF })}
    ${T(16, 98, '24 places · sorted by rating', { size: 11, fill: c.muted })}
    ${icon('sliders', 294, 70, 18, c.ink)}
    ${pills(16, 108, [['Open now', { fill: c.bar, color: '#fff', stroke: c.bar }], ['Wi-Fi'], ['Oat milk'], ['4.5+']], { size: 10.5, height: 22, fill: '#ffffff', stroke: '#dccdb9', color: c.ink, pad: 10, weight: 'bold' })}
    ${list}${map}`);
}

// --- Meme Generator: an editor, text fields beside the canvas ---------------------------------

const MEME = { bg: '#111116', panel: '#1a1a21', field: '#24242d', line: '#2e2e39', text: '#f4f4f5', muted: '#a1a1aa', accent: '#8b5cf6', accentSoft: '#a78bfa' };

/** The meme picture, 400×300: a cat at a desk staring at a laptop whose tests all passed. */
function memePicture() {
  return `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#41507a"/><stop offset="1" stop-color="#2d3858"/></linearGradient>
      <radialGradient id="lamp" cx="0.82" cy="0.1" r="0.8"><stop offset="0" stop-color="#ffd58a" stop-opacity="0.45"/><stop offset="1" stop-color="#ffd58a" stop-opacity="0"/></radialGradient>
      <radialGradient id="screenglow" cx="0.3" cy="0.55" r="0.35"><stop offset="0" stop-color="#7dd3fc" stop-opacity="0.35"/><stop offset="1" stop-color="#7dd3fc" stop-opacity="0"/></radialGradient>
    </defs>
    ${R(0, 0, 400, 300, 'url(#wall)')}
    ${R(24, 34, 110, 86, '#1a2342')}${C(106, 58, 11, '#f1f5f9')}${C(110, 55, 10, '#1a2342')}
    ${[[40, 50], [62, 44], [80, 70], [50, 90], [120, 96], [96, 104]].map(([x, y]) => C(x, y, 1.3, '#e2e8f0')).join('')}
    ${R(24, 34, 110, 86, 'none', { stroke: '#c9b796', sw: 5 })}<path d="M79 34v86M24 77h110" stroke="#c9b796" stroke-width="3"/>
    ${R(250, 40, 90, 60, '#e8dcc4', { rx: 2 })}${R(256, 46, 78, 48, '#7f9c8a')}<path d="M256 94 L285 64 L303 80 L316 70 L334 86 V94Z" fill="#56735f"/>${C(318, 58, 6, '#f6e7b8')}
    ${R(0, 0, 400, 300, 'url(#lamp)')}${R(0, 0, 400, 300, 'url(#screenglow)')}
    ${R(0, 214, 400, 86, '#8a5a3c')}${R(0, 210, 400, 8, '#a26c48')}
    <path d="M40 232 H214 L206 244 H48Z" fill="#b9bec6"/>${R(40, 228, 174, 6, '#d4d8de', { rx: 2 })}
    <path d="M58 228 L70 118 H196 L184 228Z" fill="#2a2e36"/><path d="M66 222 L77 126 H188 L178 222Z" fill="#0f172a"/>
    ${C(110, 158, 15, '#22c55e')}<path d="M102 158 l6 6 l11 -12" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${T(131, 154, '48 passed', { size: 11, fill: '#86efac', family: MONO, weight: 'bold' })}${T(131, 167, '0 failed', { size: 9, fill: '#94a3b8', family: MONO })}
    ${[182, 192, 202].map((y, i) => R(84 - i * 1.2, y, [80, 60, 88][i], 4, i === 0 ? '#38bdf8' : '#475569', { rx: 2 })).join('')}
    <path d="M296 214 c-6 -4 -8 -20 6 -22 c18 -3 40 12 32 22z" fill="#d97b2c"/>
    <path d="M330 200 c26 -2 34 16 24 24 c-6 5 -14 0 -10 -6" stroke="#d97b2c" stroke-width="10" fill="none" stroke-linecap="round"/>
    ${E(300, 176, 50, 46, '#e8893a')}
    ${E(300, 190, 28, 30, '#f6d3ac')}
    <path d="M246 104 L252 60 L282 86Z" fill="#e8893a"/><path d="M354 104 L348 60 L318 86Z" fill="#e8893a"/>
    <path d="M254 96 L257 72 L274 88Z" fill="#f3a8a0"/><path d="M346 96 L343 72 L326 88Z" fill="#f3a8a0"/>
    ${E(300, 118, 58, 50, '#e8893a')}
    <path d="M284 72 q4 10 0 20 M300 70 q3 10 0 22 M316 72 q-4 10 0 20" stroke="#c8661f" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M246 126 q8 -2 14 3 M244 138 q8 -1 14 2 M354 126 q-8 -2 -14 3 M356 138 q-8 -1 -14 2" stroke="#c8661f" stroke-width="3.5" fill="none" stroke-linecap="round"/>
    ${E(300, 136, 30, 20, '#f6d3ac')}
    ${E(278, 112, 15, 17, '#ffffff')}${E(322, 112, 15, 17, '#ffffff')}
    ${E(276, 114, 9, 11, '#1f2937')}${E(320, 114, 9, 11, '#1f2937')}${C(272, 109, 3.5, '#ffffff')}${C(316, 109, 3.5, '#ffffff')}
    <path d="M294 130 h12 l-6 7z" fill="#e77d8a"/>
    <path d="M300 137 v4 M300 141 q-6 6 -11 1 M300 141 q6 6 11 1" stroke="#6b3a1f" stroke-width="2" fill="none" stroke-linecap="round"/>
    <path d="M276 134 l-36 -4 M276 139 l-34 4 M324 134 l36 -4 M324 139 l34 4" stroke="#fff7ed" stroke-width="1.4" opacity="0.85"/>
    ${E(274, 216, 16, 9, '#f6d3ac')}${E(326, 216, 16, 9, '#f6d3ac')}
    <path d="M268 218 v-5 M274 219 v-6 M280 218 v-5 M320 218 v-5 M326 219 v-6 M332 218 v-5" stroke="#d8a57a" stroke-width="1.4" stroke-linecap="round"/>
    <path d="M356 212 h24 v22 a8 8 0 0 1 -8 8 h-8 a8 8 0 0 1 -8 -8z" fill="#e5e7eb"/><path d="M380 218 a6 6 0 0 1 0 12" stroke="#e5e7eb" stroke-width="3" fill="none"/>
    <path d="M364 206 c-3 -5 3 -7 0 -12 M372 206 c-3 -5 3 -7 0 -12" stroke="#ffffff" stroke-width="1.5" fill="none" opacity="0.6"/>`;
}

/** The template thumbnails, 100×75 each: a few classic set-ups, drawn small. */
const TEMPLATES = [
  // A surprised dog.
  () => `${R(0, 0, 100, 75, '#fde68a')}<path d="M30 22 L34 6 L46 20Z M70 22 L66 6 L54 20Z" fill="#c96f25"/>${C(50, 40, 24, '#e8953a')}
    ${E(50, 50, 14, 10, '#fff3e0')}${C(41, 36, 3.5, '#1f2937')}${C(59, 36, 3.5, '#1f2937')}${E(50, 45, 4, 3, '#1f2937')}${E(50, 55, 3, 4, '#7c2d12')}`,
  // The cat at the laptop (the picture being edited).
  () => `<svg width="100" height="75" viewBox="0 0 400 300">${memePicture()}</svg>`,
  // A beach at sunset.
  () => `${R(0, 0, 100, 75, '#fda4af')}${C(66, 38, 12, '#fff1c1')}${R(0, 42, 100, 14, '#2563eb')}${R(0, 56, 100, 19, '#fcd9a8')}
    <path d="M24 60 Q28 40 22 24" stroke="#7c2d12" stroke-width="3" fill="none"/><path d="M22 24 q-12 -2 -16 6 M22 24 q10 -8 18 -2 M22 24 q-4 -10 -12 -10 M22 24 q8 -2 12 8" stroke="#166534" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  // A rocket leaving.
  () => `${R(0, 0, 100, 75, '#1e1b4b')}${[[12, 10], [84, 14], [20, 50], [78, 56], [60, 8]].map(([x, y]) => C(x, y, 1.2, '#fff')).join('')}
    <path d="M50 8 C60 18 60 40 56 50 H44 C40 40 40 18 50 8Z" fill="#f8fafc"/>${C(50, 28, 4, '#38bdf8')}<path d="M44 40 L36 54 L44 50Z M56 40 L64 54 L56 50Z" fill="#ef4444"/>
    <path d="M45 52 Q50 72 55 52Z" fill="#f97316"/><path d="M47 52 Q50 64 53 52Z" fill="#fde047"/>`,
  // Monday's coffee.
  () => `${R(0, 0, 100, 75, '#bfdbfe')}${R(30, 26, 34, 38, '#ffffff', { rx: 5 })}<path d="M64 34 a9 9 0 0 1 0 18" stroke="#ffffff" stroke-width="5" fill="none"/>
    ${T(47, 50, 'MON', { size: 10, fill: '#1d4ed8', weight: 'bold', anchor: 'middle' })}<path d="M40 20 c-4 -5 4 -8 0 -14 M52 20 c-4 -5 4 -8 0 -14" stroke="#64748b" stroke-width="2" fill="none"/>`,
  // Everything is fine.
  () => `${R(0, 0, 100, 75, '#292524')}${R(0, 56, 100, 19, '#57534e')}${R(34, 28, 32, 22, '#0f172a', { rx: 2 })}${R(36, 30, 28, 18, '#22c55e', { opacity: 0.7 })}${R(46, 50, 8, 6, '#a8a29e')}
    <path d="M0 75 L6 48 L14 62 L20 40 L28 60 L34 50 L38 75Z M62 75 L66 52 L74 64 L80 38 L88 58 L94 46 L100 75Z" fill="#f97316"/><path d="M4 75 L8 60 L14 70 L20 54 L26 75Z M70 75 L76 58 L82 70 L88 56 L94 75Z" fill="#fde047"/>`,
];

function meme() {
  const m = MEME;
  const field = (y, label, value) => `${T(36, y, label, { size: 11, fill: m.muted, weight: 'bold' })}
    ${R(36, y + 8, 238, 34, m.field, { rx: 8, stroke: m.line })}${T(48, y + 30, value, { size: 12.5, fill: m.text })}`;
  return screen(m.bg, `
    ${R(0, 0, 800, 50, '#16161c')}<path d="M0 50.5H800" stroke="${m.line}"/>
    ${R(18, 13, 24, 24, m.accent, { rx: 7 })}<path d="M24 21 h12 a2 2 0 0 1 2 2 v6 a2 2 0 0 1 -2 2 h-6 l-4 3 v-3 h-2 a2 2 0 0 1 -2 -2 v-6 a2 2 0 0 1 2 -2z" fill="#fff"/>
    ${T(52, 30, 'Meme Generator', { size: 15, fill: m.text, weight: 'bold' })}
    ${T(300, 30, 'Create', { size: 12, fill: m.text, weight: 'bold' })}${R(300, 47, 38, 3, m.accent, { rx: 1.5 })}
    ${T(360, 30, 'Templates', { size: 12, fill: m.muted })}${T(434, 30, 'My memes', { size: 12, fill: m.muted })}
    ${R(600, 12, 72, 26, 'none', { rx: 8, stroke: '#3a3a47' })}${icon('share', 611, 18, 13, m.text)}${T(629, 29, 'Share', { size: 11.5, fill: m.text, weight: 'bold' })}
    ${R(680, 12, 104, 26, m.accent, { rx: 8 })}${icon('download', 692, 18, 13, '#fff')}${T(711, 29, 'Download', { size: 11.5, fill: '#fff', weight: 'bold' })}
    ${R(20, 66, 270, 418, m.panel, { rx: 12, stroke: m.line })}
    ${field(90, 'Top text', 'WHEN THE TESTS PASS')}
    ${field(154, 'Bottom text', 'ON THE FIRST RUN')}
    ${T(36, 222, 'Font size', { size: 11, fill: m.muted, weight: 'bold' })}${T(274, 222, '44 px', { size: 11, fill: m.text, anchor: 'end' })}
    ${R(36, 232, 238, 4, m.line, { rx: 2 })}${R(36, 232, 140, 4, m.accent, { rx: 2 })}${C(176, 234, 7, '#fff')}
    ${T(36, 258, 'Text colour', { size: 11, fill: m.muted, weight: 'bold' })}
    ${C(44, 274, 8, '#ffffff', `stroke="${m.accentSoft}" stroke-width="2.5"`)}${C(66, 274, 8, '#facc15')}${C(88, 274, 8, '#000000', 'stroke="#52525b"')}
    ${T(196, 278, 'Outline', { size: 11, fill: m.muted, weight: 'bold' })}${R(240, 265, 34, 18, m.accent, { rx: 9 })}${C(265, 274, 7, '#fff')}
    ${R(36, 296, 238, 36, m.accent, { rx: 9 })}${icon('refresh', 104, 306, 15, '#fff')}${T(124, 318.5, 'Get a new image', { size: 12.5, fill: '#fff', weight: 'bold' })}
    ${T(36, 352, 'Popular templates', { size: 11, fill: m.muted, weight: 'bold' })}${T(274, 352, 'See all', { size: 11, fill: m.accentSoft, anchor: 'end' })}
    ${TEMPLATES.map((draw, i) => framed(36 + (i % 3) * 81, 362 + Math.floor(i / 3) * 58, 75, 52, 100, 75, draw(), 6)).join('')}
    ${R(36 + 81, 362, 75, 52, 'none', { rx: 6, stroke: m.accentSoft, sw: 2 })}
    ${R(306, 66, 478, 418, '#0c0c10', { rx: 12, stroke: m.line })}
    ${framed(345, 86, 400, 300, 400, 300, memePicture(), 4)}
    ${['WHEN THE TESTS PASS', 'ON THE FIRST RUN'].map((line, i) => T(545, i ? 368 : 122, line, { size: 30, fill: '#ffffff', weight: 'bold', anchor: 'middle', family: CONDENSED, extra: 'stroke="#000" stroke-width="3.2" stroke-linejoin="round" paint-order="stroke"' })).join('')}
    ${R(345, 86, 400, 300, 'none', { stroke: '#ffffff', sw: 1, opacity: 0.08 })}
    ${R(466, 406, 158, 30, m.field, { rx: 15 })}${icon('minus', 478, 413, 16, m.muted)}${T(545, 425.5, '100 %', { size: 12, fill: m.text, anchor: 'middle', weight: 'bold' })}${icon('plus', 596, 413, 16, m.muted)}
    ${T(545, 462, '1200 × 900 · drawn in your browser, never uploaded', { size: 11, fill: '#71717a', anchor: 'middle' })}`);
}

// --- FotoFlix: a photo search with a masonry grid ---------------------------------------------

/** A ridge line across `w`: a random walk, smoothed, `rough` pixels tall. */
function ridge(rnd, w, base, rough, steps = 24) {
  const points = [];
  let y = base;
  for (let k = 0; k <= steps; k++) {
    y += (rnd() - 0.5) * rough;
    y += (base - y) * 0.25;
    points.push([(k / steps) * w, y]);
  }
  return points;
}
const polygonDown = (points, w, h, fill, extra = '') =>
  `<polygon points="0,${h} ${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} ${w},${h}" fill="${fill}" ${extra}/>`;

/** Twelve photographs, drawn flat on a 200×(any) canvas; each scene knows what it is. */
const SCENES = [
  { name: 'Dolomites at dawn', by: 'Lena K.', kind: 'peaks', sky: ['#f9a66c', '#fde1b0'], sun: '#fff4dc', sunAt: [0.72, 0.4], layers: ['#b7687a', '#7d3f5c', '#42203a'], snow: true },
  { name: 'Fjord, Norway', by: 'Ola N.', kind: 'lake', sky: ['#8fc8ec', '#e3f2fb'], layers: ['#5b8fa8', '#2f6276', '#173d4b'], water: '#5f9fbd' },
  { name: 'Night over Kyoto', by: 'Aiko S.', kind: 'city', sky: ['#12133a', '#3b2b6e'], moon: '#eef0ff', layers: ['#2b2a5a', '#1d1c44', '#0f0e2b'], stars: true, lights: '#ffd27a' },
  { name: 'Sahara dunes', by: 'Yusuf A.', kind: 'dunes', sky: ['#f7c873', '#fdebc2'], sun: '#fffaf0', sunAt: [0.25, 0.2], layers: ['#e7a356', '#cf8440', '#a9632b'] },
  { name: 'Misty pines', by: 'Jonas W.', kind: 'forest', sky: ['#c5d0d9', '#eef2f5'], layers: ['#9fb1bd', '#6e8593', '#3b5361'] },
  { name: 'Aurora, Iceland', by: 'Sigrún H.', kind: 'aurora', sky: ['#061a24', '#0d3b4a'], layers: ['#123442', '#0b2530', '#06161d'], stars: true },
  { name: 'Lisbon rooftops', by: 'Inês M.', kind: 'city', sky: ['#f07a6a', '#fcc39b'], sun: '#fff0d9', sunAt: [0.62, 0.5], layers: ['#b4586a', '#8c3f57', '#5a2740'], lights: '#ffe3a8' },
  { name: 'Big Sur coast', by: 'Maya R.', kind: 'coast', sky: ['#9fd3f0', '#eaf6fc'], sun: '#ffffff', sunAt: [0.2, 0.18], layers: ['#6e8b5b', '#4d6b41', '#2f4a2a'], water: '#3c8fb5' },
  { name: 'Patagonia peaks', by: 'Tomás G.', kind: 'peaks', sky: ['#6aa4d8', '#cfe6f7'], layers: ['#7f94a8', '#4f6579', '#2a3a4a'], snow: true },
  { name: 'Tuscan hills', by: 'Giulia F.', kind: 'hills', sky: ['#f5b46b', '#fde7c0'], sun: '#fff6e0', sunAt: [0.72, 0.42], layers: ['#b9a34e', '#7f8a3a', '#4e5d26'], trees: true },
  { name: 'Manhattan, blue hour', by: 'Sam O.', kind: 'city', sky: ['#1b2a5c', '#5b6fb0'], moon: '#f8fafc', layers: ['#26325e', '#1a2348', '#0f1530'], lights: '#fcd98a' },
  { name: 'Lake Bled', by: 'Nika P.', kind: 'lake', sky: ['#b7e3ef', '#f0fafc'], layers: ['#5f9470', '#3e7553', '#244a35'], water: '#4f9bb0' },
];

function photo(sceneIndex, w, h) {
  const s = SCENES[sceneIndex];
  const rnd = random(sceneIndex * 97 + 13);
  const id = `p${sceneIndex}`;
  const horizon = s.kind === 'lake' || s.kind === 'coast' ? h * 0.62 : h;
  let land = '';
  const L = s.layers;
  if (s.kind === 'peaks') {
    // Two ranges of jagged peaks, the far one snow-capped above a snow line, then a dark foreground.
    const range = (top, bottom, count) => {
      const points = [[-10, bottom]];
      const step = (w + 20) / count;
      for (let k = 0, x = -10; k < count; k++, x += step) {
        const px = x + step * (0.35 + rnd() * 0.3);
        const py = top + rnd() * (bottom - top) * 0.45;
        points.push([x + step * 0.15, bottom - (bottom - py) * (0.35 + rnd() * 0.2)]);
        points.push([(x + px) / 2, (py + bottom) / 2 - (bottom - top) * 0.12 * rnd()]);
        points.push([px - 3, py + 4 + rnd() * 4], [px, py], [px + 4, py + 3]);
        points.push([px + step * 0.25, (py + bottom) / 2 - (bottom - top) * 0.1 * rnd()]);
      }
      points.push([w + 10, bottom]);
      return points;
    };
    const far = range(h * 0.2, h * 0.62, 4);
    const near = range(h * 0.42, h * 0.78, 3);
    const shape = (points) => `0,${h} ${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} ${w},${h}`;
    land = `<clipPath id="${id}snow"><polygon points="${shape(far)}"/></clipPath>
      <polygon points="${shape(far)}" fill="${L[0]}"/>
      ${s.snow ? `<path clip-path="url(#${id}snow)" d="M0 0 H${w} V${h * 0.34} L${w * 0.8} ${h * 0.37} L${w * 0.6} ${h * 0.33} L${w * 0.4} ${h * 0.38} L${w * 0.2} ${h * 0.34} L0 ${h * 0.37}Z" fill="#f8fbff" opacity="0.95"/>` : ''}
      <polygon points="${shape(near)}" fill="${L[1]}"/>${polygonDown(ridge(rnd, w, h * 0.86, 8), w, h, L[2])}`;
  } else if (s.kind === 'dunes') {
    land = [0.5, 0.66, 0.82].map((f, i) => `<path d="M0 ${h} L0 ${h * f} C${w * 0.3} ${h * (f - 0.14)} ${w * 0.55} ${h * (f + 0.08)} ${w} ${h * (f - 0.06)} L${w} ${h}Z" fill="${L[i]}"/>`).join('') +
      `<path d="M${w * 0.2} ${h * 0.6} C${w * 0.4} ${h * 0.5} ${w * 0.6} ${h * 0.6} ${w * 0.8} ${h * 0.55}" stroke="#f7d39a" stroke-width="1.5" fill="none" opacity="0.7"/>`;
  } else if (s.kind === 'hills') {
    land = [0.56, 0.7, 0.86].map((f, i) => `<path d="M0 ${h} L0 ${h * f} C${w * 0.25} ${h * (f - 0.1)} ${w * 0.6} ${h * (f + 0.07)} ${w} ${h * (f - 0.05)} L${w} ${h}Z" fill="${L[i]}"/>`).join('') +
      Array.from({ length: 7 }, (_, k) => { const tx = 20 + k * 27 + rnd() * 8, ty = h * (0.62 + (k % 3) * 0.05); return `<path d="M${tx} ${ty} q3 -22 6 0z" fill="#2f3a17"/>`; }).join('') +
      `<path d="M${w * 0.5} ${h} C${w * 0.45} ${h * 0.85} ${w * 0.62} ${h * 0.78} ${w * 0.55} ${h * 0.66}" stroke="#e8d3a0" stroke-width="3" fill="none"/>`;
  } else if (s.kind === 'forest' || s.kind === 'aurora') {
    land = L.map((fill, i) => {
      const base = h * (0.55 + i * 0.16);
      const trees = Array.from({ length: 14 + i * 3 }, (_, k) => {
        const tx = (k / (13 + i * 3)) * w + (rnd() - 0.5) * 8;
        const th = (22 + rnd() * 18) * (1 + i * 0.45);
        return `M${tx - th * 0.22} ${base + 4} L${tx} ${base - th} L${tx + th * 0.22} ${base + 4}Z`;
      }).join(' ');
      return `<path d="${trees}" fill="${fill}"/>${R(0, base, w, h - base, fill)}`;
    }).join('');
    if (s.kind === 'forest') land = `${R(0, h * 0.45, w, h * 0.2, '#ffffff', { opacity: 0.35 })}${land}`;
  } else if (s.kind === 'city') {
    const far = [];
    const near = [];
    const lights = [];
    for (let x = 0; x < w; ) {
      const bw = 12 + rnd() * 16, bh = h * (0.25 + rnd() * 0.3);
      far.push(R(x.toFixed(1), (h - bh).toFixed(1), bw.toFixed(1), bh.toFixed(1), L[0]));
      x += bw + 1;
    }
    for (let x = -4; x < w; ) {
      const bw = 16 + rnd() * 20, bh = h * (0.14 + rnd() * 0.24);
      near.push(R(x.toFixed(1), (h - bh).toFixed(1), bw.toFixed(1), bh.toFixed(1), L[1]));
      for (let wy = h - bh + 6; wy < h - 6; wy += 7) for (let wx = x + 3; wx < x + bw - 4; wx += 6) if (rnd() > 0.55) lights.push(R(wx.toFixed(1), wy.toFixed(1), 2.4, 3, s.lights, { opacity: (0.55 + rnd() * 0.45).toFixed(2) }));
      x += bw + 2;
    }
    land = far.join('') + near.join('') + lights.join('') + R(0, h - 8, w, 8, L[2]);
  } else {
    // lake and coast: hills to a horizon, then water with the sky and hills mirrored.
    const hills = polygonDown(ridge(rnd, w, horizon - h * 0.2, 26), w, horizon, L[0]) + polygonDown(ridge(rnd, w, horizon - h * 0.08, 14), w, horizon, L[1]);
    const shore = s.kind === 'coast' ? `<path d="M${w * 0.55} ${horizon} C${w * 0.7} ${horizon - h * 0.3} ${w * 0.85} ${horizon - h * 0.34} ${w} ${horizon - h * 0.4} V${h} H${w * 0.7}Z" fill="${L[2]}"/>` : '';
    land = `${hills}<g transform="translate(0 ${horizon * 2}) scale(1 -1)" opacity="0.35">${hills}</g>
      <rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="${s.water}" opacity="0.72"/>
      ${[0.1, 0.25, 0.45].map((f) => `<path d="M${w * (0.1 + f)} ${horizon + (h - horizon) * f + 4} h${w * 0.18}" stroke="#ffffff" stroke-width="1.2" opacity="0.5"/>`).join('')}
      ${shore}${s.kind === 'lake' ? `${E(w * 0.5, horizon + 3, 16, 5, L[2])}<path d="M${w * 0.5 - 3} ${horizon} v-12 h6 v12" fill="#f1f5f9"/><path d="M${w * 0.5 - 5} ${horizon - 12} l5 -8 l5 8z" fill="#9a3412"/>` : ''}`;
  }
  const stars = s.stars ? Array.from({ length: 30 }, () => C((rnd() * w).toFixed(1), (rnd() * h * 0.45).toFixed(1), (0.4 + rnd() * 0.8).toFixed(2), '#ffffff', `opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"`)).join('') : '';
  const aurora = s.kind === 'aurora' ? `<path d="M-10 ${h * 0.42} C${w * 0.3} ${h * 0.1} ${w * 0.6} ${h * 0.5} ${w + 10} ${h * 0.18}" stroke="#5eead4" stroke-width="${h * 0.12}" fill="none" opacity="0.45" filter="url(#soft)"/><path d="M-10 ${h * 0.3} C${w * 0.4} ${h * 0.05} ${w * 0.7} ${h * 0.38} ${w + 10} ${h * 0.1}" stroke="#a78bfa" stroke-width="${h * 0.06}" fill="none" opacity="0.35" filter="url(#soft)"/>` : '';
  const [sunX, sunY] = s.sunAt ? [w * s.sunAt[0], h * s.sunAt[1]] : [w * (0.25 + rnd() * 0.5), h * 0.28];
  const sun = s.moon ? C(sunX, sunY, 9, s.moon) : s.sun ? `${C(sunX, sunY, 26, s.sun, 'opacity="0.25"')}${C(sunX, sunY, 14, s.sun)}` : '';
  const clouds = !s.stars && s.kind !== 'city' ? Array.from({ length: 2 }, (_, k) => { const cx = rnd() * w, cy = h * (0.12 + k * 0.1); return `<g opacity="0.6" fill="#ffffff">${E(cx, cy, 22, 5)}${E(cx + 12, cy - 3, 12, 5)}</g>`; }).join('') : '';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
    ${R(0, 0, w, h, `url(#${id})`)}${stars}${aurora}${sun}${clouds}${land}`;
}

function fotoflix() {
  const ink = '#f4f4f5', muted = '#a1a1aa', rose = '#f43f5e';
  const columns = [[124, 160, 150], [164, 118, 160], [116, 150, 170], [150, 130, 150]];
  const colW = 182, gap = 10, x0 = 20, y0 = 104;
  let sceneIndex = 0;
  const tiles = [];
  columns.forEach((heights, col) => {
    let y = y0;
    heights.forEach((h) => {
      const i = sceneIndex++;
      const x = x0 + col * (colW + gap);
      const hovered = i === 1;
      tiles.push(framed(x, y, colW, h, 200, Math.round((h / colW) * 200), photo(i, 200, Math.round((h / colW) * 200)), 8));
      if (hovered) {
        tiles.push(`<clipPath id="hov"><rect x="${x}" y="${y}" width="${colW}" height="${h}" rx="8"/></clipPath><g clip-path="url(#hov)">${R(x, y + h - 60, colW, 60, 'url(#shade)')}</g>
          ${C(x + 20, y + h - 20, 9, '#fda4af')}${T(x + 20, y + h - 16.5, SCENES[i].by[0], { size: 10, fill: '#4c0519', weight: 'bold', anchor: 'middle' })}
          ${T(x + 35, y + h - 23, SCENES[i].name, { size: 11, fill: '#fff', weight: 'bold' })}${T(x + 35, y + h - 11, SCENES[i].by, { size: 9.5, fill: '#e4e4e7' })}
          ${R(x + colW - 36, y + 8, 28, 28, '#ffffff', { rx: 8, opacity: 0.92 })}${icon('heart', x + colW - 29, y + 15, 14, rose, { fill: rose })}
          ${R(x + colW - 70, y + 8, 28, 28, '#ffffff', { rx: 8, opacity: 0.92 })}${icon('download', x + colW - 63, y + 15, 14, '#18181b')}`);
      }
      y += h + gap;
    });
  });
  return screen('#0e0e11', `
    <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter></defs>
    ${C(33, 28, 11, rose)}${C(33, 28, 4.5, '#0e0e11')}${C(33, 28, 11, 'none', 'stroke="#0e0e11" stroke-width="1.5" stroke-dasharray="4 3"')}
    ${T(51, 33.5, 'FotoFlix', { size: 17, fill: ink, weight: 'bold' })}
    ${R(160, 12, 420, 32, '#1c1c22', { rx: 16, stroke: '#2e2e36' })}${icon('search', 174, 20, 16, muted)}${T(198, 32.5, 'landscapes', { size: 13, fill: ink })}
    ${R(264, 20, 1.5, 16, rose)}${icon('close', 554, 21, 14, muted)}
    ${T(618, 32.5, 'Explore', { size: 12, fill: muted })}
    ${R(676, 14, 74, 28, rose, { rx: 14 })}${T(713, 32, 'Upload', { size: 12, fill: '#fff', weight: 'bold', anchor: 'middle' })}
    ${C(770, 28, 13, '#3f3f46')}${T(770, 32.5, 'AC', { size: 10, fill: ink, weight: 'bold', anchor: 'middle' })}
    ${pills(20, 62, [['All', { fill: ink, color: '#0e0e11', stroke: ink }], ['Mountains'], ['Lakes'], ['Cities'], ['Night sky'], ['Coast'], ['Desert']], { size: 11, height: 26, fill: '#1c1c22', stroke: '#2e2e36', color: '#d4d4d8', pad: 12, weight: 'bold' })}
    ${T(640, 79, '12,480 photos', { size: 11, fill: muted, anchor: 'end' })}
    ${R(652, 62, 128, 26, '#1c1c22', { rx: 8, stroke: '#2e2e36' })}${T(664, 79, 'Sort: Most liked', { size: 11, fill: ink })}${icon('chevron', 760, 68, 13, muted)}
    ${tiles.join('')}`);
}

// --- Grocery Bud: a shared shopping list -------------------------------------------------------

function grocery() {
  const g = { bg: '#f4f7f2', side: '#ffffff', ink: '#12261a', muted: '#66756b', line: '#e3e9e2', green: '#16a34a', greenDark: '#166534', soft: '#ecf7ee' };
  const groups = [
    ['Produce', [['Avocados', '3', false], ['Baby spinach', '200 g', false], ['Lemons', '4', true]]],
    ['Dairy & eggs', [['Oat milk', '2 × 1 L', true], ['Free-range eggs', '12', false, 'edit']]],
    ['Bakery', [['Sourdough loaf', '1', true], ['Croissants', '4', false, 'hover']]],
  ];
  let y = 164;
  let rows = '';
  for (const [label, items] of groups) {
    rows += T(212, y + 12, label.toUpperCase(), { size: 9.5, fill: g.muted, weight: 'bold', spacing: 0.8 });
    y += 20;
    for (const [name, qty, done, state] of items) {
      const hover = state === 'hover';
      const edit = state === 'edit';
      rows += R(204, y, 572, 30, hover || edit ? g.soft : '#ffffff', { rx: 7, stroke: edit ? g.green : undefined, sw: 1.2 });
      rows += done ? `${R(216, y + 7, 16, 16, g.green, { rx: 4 })}${icon('check', 217, y + 8, 14, '#fff', { sw: 3 })}` : R(216, y + 7, 16, 16, '#ffffff', { rx: 4, stroke: '#b7c4ba', sw: 1.5 });
      if (edit) {
        rows += `${R(242, y + 5, 300, 20, '#ffffff', { rx: 5, stroke: '#a7d7b4' })}${T(250, y + 19, 'Free-range eggs, large', { size: 12, fill: g.ink })}${R(250 + textWidth('Free-range eggs, large', 12) + 2, y + 9, 1.3, 12, g.ink)}${R(552, y + 5, 60, 20, '#ffffff', { rx: 5, stroke: '#a7d7b4' })}${T(562, y + 19, '12', { size: 12, fill: g.ink })}`;
        rows += `${R(646, y + 5, 56, 20, g.green, { rx: 5 })}${T(674, y + 18.5, 'Save', { size: 11, fill: '#fff', weight: 'bold', anchor: 'middle' })}${T(736, y + 18.5, 'Cancel', { size: 11, fill: g.muted, anchor: 'middle' })}`;
      } else {
        rows += T(244, y + 19.5, name, { size: 12.5, fill: done ? '#98a59c' : g.ink, weight: done ? undefined : 'bold', extra: done ? 'text-decoration="line-through"' : '' });
        rows += T(244 + textWidth(name, 12.5, !done) + 10, y + 19.5, qty, { size: 11.5, fill: '#8a978e' });
        rows += icon('pencil', 722, y + 8, 14, hover ? g.greenDark : '#a3b0a7') + icon('trash', 750, y + 8, 14, hover ? '#dc2626' : '#a3b0a7');
      }
      y += 34;
    }
    y += 4;
  }
  const lists = [['Weekly shop', '9', true], ['Barbecue', '14'], ['Pantry restock', '6'], ['Office snacks', '3']];
  return screen(g.bg, `
    ${R(0, 0, 180, 500, g.side)}<path d="M180.5 0V500" stroke="${g.line}"/>
    <path d="M20 36 C20 22 30 14 44 14 C44 28 36 36 20 36Z" fill="${g.green}"/><path d="M20 36 L36 22" stroke="#fff" stroke-width="1.6"/>
    ${T(52, 31, 'Grocery Bud', { size: 15, fill: g.ink, weight: 'bold' })}
    ${T(20, 72, 'MY LISTS', { size: 9.5, fill: g.muted, weight: 'bold', spacing: 0.8 })}
    ${lists.map(([name, count, active], i) => `${active ? R(10, 82 + i * 32, 160, 28, g.soft, { rx: 7 }) : ''}${icon('list', 20, 88 + i * 32, 15, active ? g.greenDark : g.muted)}
      ${T(42, 100 + i * 32, name, { size: 12, fill: active ? g.greenDark : g.ink, weight: active ? 'bold' : undefined })}${T(160, 100 + i * 32, count, { size: 11, fill: g.muted, anchor: 'end' })}`).join('')}
    ${icon('plus', 20, 218, 15, g.green)}${T(42, 230, 'New list', { size: 12, fill: g.green, weight: 'bold' })}
    ${R(10, 420, 160, 62, g.bg, { rx: 10 })}${icon('users', 20, 432, 15, g.muted)}${T(42, 444, 'Shared with Sam', { size: 11.5, fill: g.ink, weight: 'bold' })}
    ${C(30, 464, 8, '#86c99a')}${C(44, 464, 8, '#f4b183', 'stroke="#f4f7f2" stroke-width="2"')}${T(58, 468, 'Edited 2 min ago', { size: 10.5, fill: g.muted })}
    ${T(204, 44, 'Weekly shop', { size: 24, fill: g.ink, weight: 'bold' })}
    ${T(204, 64, '9 items · 3 done · for Thursday', { size: 12, fill: g.muted })}
    ${R(614, 24, 74, 28, '#ffffff', { rx: 8, stroke: '#cfd8d0' })}${icon('share', 624, 31, 14, g.ink)}${T(644, 42.5, 'Share', { size: 12, fill: g.ink, weight: 'bold' })}
    ${R(694, 24, 82, 28, '#ffffff', { rx: 8, stroke: '#cfd8d0' })}${T(735, 42.5, 'Clear done', { size: 12, fill: g.ink, weight: 'bold', anchor: 'middle' })}
    ${R(204, 82, 572, 40, '#ffffff', { rx: 10, stroke: '#cfd8d0' })}${icon('plus', 216, 94, 16, '#8a978e')}
    ${T(240, 106.5, 'Add an item, e.g. oat milk', { size: 13, fill: '#98a59c' })}
    <path d="M590 90 V114" stroke="${g.line}"/>${T(604, 106.5, 'Qty', { size: 12, fill: '#98a59c' })}${R(680, 88, 88, 28, g.green, { rx: 7 })}${T(724, 106.5, 'Add item', { size: 12.5, fill: '#fff', weight: 'bold', anchor: 'middle' })}
    ${T(204, 148, '3 of 9 done', { size: 11.5, fill: g.ink, weight: 'bold' })}${R(280, 140, 496, 8, '#dfe8e0', { rx: 4 })}${R(280, 140, 165, 8, g.green, { rx: 4 })}
    ${rows}
    ${T(490, 490, 'Tick items off as you shop · drag to reorder', { size: 11, fill: '#98a59c', anchor: 'middle' })}`);
}

// --- WordSpeed Analyzer: a typing test with live stats and a chart -----------------------------

function wordspeed() {
  const w = { bg: '#0e1525', card: '#152038', line: '#22304f', text: '#e2e8f0', muted: '#7c8aa5', dim: '#4a5878', accent: '#38bdf8', error: '#f87171', warm: '#fbbf24' };
  const lines = [
    'the quick brown fox jumps over the lazy dog while',
    'the keyboard hums along, and every word you type',
    'is timed, counted and quietly measured for speed.',
  ];
  const size = 19;
  const charW = size * 0.602;
  const typed = 70;
  const wrong = new Set([23, 51]);
  let passage = '';
  let index = 0;
  lines.forEach((line, row) => {
    const y = 214 + row * 36;
    let spans = '';
    for (const ch of line + ' ') {
      const fill = index < typed ? (wrong.has(index) ? w.error : w.text) : w.dim;
      const col = index - lines.slice(0, row).reduce((n, l) => n + l.length + 1, 0);
      if (ch !== ' ') spans += `<tspan x="${(40 + col * charW).toFixed(2)}" fill="${fill}"${wrong.has(index) ? ' text-decoration="underline"' : ''}>${esc(ch)}</tspan>`;
      if (index === typed) passage += R(40 + (index - lines.slice(0, row).reduce((n, l) => n + l.length + 1, 0)) * charW - 1, y - 17, 2.2, 23, w.accent, { rx: 1 });
      index++;
    }
    passage += `<text x="40" y="${y}" font-family="${MONO}" font-size="${size}">${spans}</text>`;
  });
  // WPM over 30 s: raw (thin) and smoothed (accent), errors marked.
  const rnd = random(3);
  const chart = { x: 56, y: 366, w: 470, h: 92 };
  const raw = Array.from({ length: 31 }, (_, s) => 60 + 28 * (1 - Math.exp(-s / 5)) + (rnd() - 0.5) * 22);
  const smooth = raw.map((_, i) => raw.slice(Math.max(0, i - 2), i + 3).reduce((a, b) => a + b, 0) / raw.slice(Math.max(0, i - 2), i + 3).length);
  const px = (s) => chart.x + (s / 30) * chart.w;
  const py = (v) => chart.y + chart.h - (v / 120) * chart.h;
  const path = (values) => values.map((v, s) => `${s ? 'L' : 'M'}${px(s).toFixed(1)} ${py(v).toFixed(1)}`).join(' ');
  const keys = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
  const slow = { b: 0.9, y: 0.7, q: 0.55, z: 0.8, p: 0.4, x: 0.5, v: 0.35, m: 0.3, j: 0.25 };
  const keyboard = keys.map((row, r) => [...row].map((k, i) => {
    const heat = slow[k] ?? 0.05;
    const x = 574 + r * 8 + i * 19.5, y = 370 + r * 24;
    return `${R(x, y, 17, 20, heat > 0.2 ? w.warm : w.line, { rx: 4, opacity: heat > 0.2 ? heat : 1 })}${T(x + 8.5, y + 14, k.toUpperCase(), { size: 9.5, fill: heat > 0.5 ? '#1c1917' : w.text, anchor: 'middle', weight: 'bold' })}`;
  }).join('')).join('');
  const stat = (x, label, value, unit, colour) => `${R(x, 70, 182, 76, w.card, { rx: 12, stroke: w.line })}
    ${T(x + 16, 92, label, { size: 10.5, fill: w.muted, weight: 'bold', spacing: 0.8 })}
    ${T(x + 16, 130, value, { size: 32, fill: colour, weight: 'bold' })}${T(x + 20 + textWidth(value, 32, true), 130, unit, { size: 13, fill: w.muted })}`;
  return screen(w.bg, `
    <defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${w.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${w.accent}" stop-opacity="0"/></linearGradient></defs>
    ${R(20, 16, 30, 22, 'none', { rx: 5, stroke: w.accent, sw: 2 })}${[0, 1, 2, 3].map((i) => R(25 + i * 6, 21, 3.5, 3.5, w.accent, { rx: 1 })).join('')}${R(28, 29, 14, 3.5, w.accent, { rx: 1 })}
    ${T(60, 32, 'WordSpeed', { size: 16, fill: w.text, weight: 'bold' })}${T(64 + textWidth('WordSpeed', 16, true), 32, 'Analyzer', { size: 16, fill: w.muted })}
    ${R(276, 13, 248, 28, w.card, { rx: 14, stroke: w.line })}<path d="M402 19 V35" stroke="${w.line}"/>
    ${[['15s', 302], ['30s', 340, true], ['60s', 378], ['words', 434], ['quotes', 484]].map(([label, x, on]) => `${on ? R(x - 17, 17, 34, 20, w.accent, { rx: 10 }) : ''}${T(x, 31, label, { size: 11, fill: on ? '#082f49' : w.muted, weight: 'bold', anchor: 'middle' })}`).join('')}
    ${icon('chart', 680, 17, 18, w.muted)}${icon('settings', 712, 17, 18, w.muted)}${C(764, 26, 13, '#1e3a5f')}${T(764, 30.5, 'AC', { size: 10, fill: w.text, weight: 'bold', anchor: 'middle' })}
    ${stat(20, 'WPM', '87', 'words/min', w.accent)}${stat(212.7, 'ACCURACY', '97.4', '%', w.text)}${stat(405.3, 'TIME LEFT', '0:12', 's', w.warm)}${stat(598, 'ERRORS', '2', 'of 70 chars', w.error)}
    ${R(20, 162, 760, 148, w.card, { rx: 12, stroke: w.line })}
    ${T(40, 186, 'English · 200 most common words', { size: 10.5, fill: w.muted })}${T(760, 186, 'Tab + Enter to restart', { size: 10.5, fill: w.muted, anchor: 'end' })}
    ${passage}
    ${R(20, 326, 520, 158, w.card, { rx: 12, stroke: w.line })}
    ${T(40, 350, 'Speed over time', { size: 12.5, fill: w.text, weight: 'bold' })}
    ${R(360, 341, 10, 3, w.accent)}${T(376, 346, 'wpm', { size: 10, fill: w.muted })}${R(414, 341, 10, 2, w.dim)}${T(430, 346, 'raw', { size: 10, fill: w.muted })}${T(462, 346, '× errors', { size: 10, fill: w.error })}
    ${[0, 40, 80, 120].map((v) => `<path d="M${chart.x} ${py(v)} H${chart.x + chart.w}" stroke="${w.line}" stroke-dasharray="${v ? '3 3' : ''}"/>${T(chart.x - 8, py(v) + 3.5, v, { size: 9, fill: w.muted, anchor: 'end' })}`).join('')}
    ${[0, 10, 20, 30].map((s) => T(px(s), chart.y + chart.h + 14, `${s}s`, { size: 9, fill: w.muted, anchor: 'middle' })).join('')}
    <path d="${path(smooth)} L${px(30)} ${py(0)} L${px(0)} ${py(0)}Z" fill="url(#area)"/>
    <path d="${path(raw)}" stroke="${w.dim}" stroke-width="1.2" fill="none"/>
    <path d="${path(smooth)}" stroke="${w.accent}" stroke-width="2.5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    ${[8, 19].map((s) => T(px(s), py(raw[s]) - 8, '×', { size: 12, fill: w.error, weight: 'bold', anchor: 'middle' })).join('')}
    ${C(px(30), py(smooth[30]), 4, w.accent, `stroke="${w.card}" stroke-width="2"`)}
    ${R(556, 326, 224, 158, w.card, { rx: 12, stroke: w.line })}
    ${T(574, 350, 'Slowest keys', { size: 12.5, fill: w.text, weight: 'bold' })}${keyboard}
    ${T(574, 464, 'Practise B, Z and Y next', { size: 10.5, fill: w.muted })}${T(762, 464, '→', { size: 12, fill: w.accent, anchor: 'end' })}`);
}

// --- Pacman Game: the maze, the score, the lives -----------------------------------------------

const MAZE = [
  '############################',
  '#............##............#',
  '#.####.#####.##.#####.####.#',
  '#o####.#####.##.#####.####o#',
  '#.####.#####.##.#####.####.#',
  '#..........................#',
  '#.####.##.########.##.####.#',
  '#.####.##.########.##.####.#',
  '#......##....##....##......#',
  '######.##### ## #####.######',
  '     #.##### ## #####.#     ',
  '     #.##          ##.#     ',
  '     #.## ###--### ##.#     ',
  '######.## #      # ##.######',
  '      .   #      #   .      ',
  '######.## #      # ##.######',
  '     #.## ######## ##.#     ',
  '     #.##          ##.#     ',
  '     #.## ######## ##.#     ',
  '######.## ######## ##.######',
  '#............##............#',
  '#.####.#####.##.#####.####.#',
  '#.####.#####.##.#####.####.#',
  '#o..##.......  .......##..o#',
  '###.##.##.########.##.##.###',
  '###.##.##.########.##.##.###',
  '#......##....##....##......#',
  '#.##########.##.##########.#',
  '#.##########.##.##########.#',
  '#..........................#',
  '############################',
];

function pacman() {
  const cell = 14.4;
  const cols = MAZE[0].length, rows = MAZE.length;
  const ox = (800 - cols * cell) / 2, oy = 34;
  const wall = (r, c) => MAZE[r]?.[c] === '#';
  const inset = 2.6;
  let blue = '', black = '', dots = '';
  // Where Pac-Man has been: the dots along the bottom-left are eaten.
  const eaten = (r, c) => (r === 29 && c < 14) || (c === 1 && r >= 26) || (r === 26 && c <= 6) || (c === 6 && r >= 20 && r <= 26) || (r === 20 && c >= 6 && c <= 12);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = ox + c * cell, y = oy + r * cell;
      const ch = MAZE[r][c];
      if (ch === '#') {
        blue += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${cell + 0.3}" height="${cell + 0.3}"/>`;
        const l = wall(r, c - 1) ? 0 : inset, rr = wall(r, c + 1) ? 0 : inset, t = wall(r - 1, c) ? 0 : inset, b = wall(r + 1, c) ? 0 : inset;
        black += `<rect x="${(x + l).toFixed(1)}" y="${(y + t).toFixed(1)}" width="${(cell - l - rr + 0.3).toFixed(1)}" height="${(cell - t - b + 0.3).toFixed(1)}"/>`;
      } else if (ch === '-') {
        dots += R(x, y + cell / 2 - 1.5, cell, 3, '#ffb8de');
      } else if (ch === '.' && !eaten(r, c)) {
        dots += C((x + cell / 2).toFixed(1), (y + cell / 2).toFixed(1), 1.7, '#ffcfa8');
      } else if (ch === 'o') {
        dots += C((x + cell / 2).toFixed(1), (y + cell / 2).toFixed(1), 5, '#ffcfa8');
      }
    }
  }
  const at = (r, c) => [ox + c * cell + cell / 2, oy + r * cell + cell / 2];
  const ghost = ([x, y], colour, look = 1, scared = false) => `<g transform="translate(${x} ${y})">
    <path d="M-7.5 7.5 V-1 A7.5 7.5 0 0 1 7.5 -1 V7.5 L5 5 L2.5 7.5 L0 5 L-2.5 7.5 L-5 5Z" fill="${colour}"/>
    ${scared ? '<path d="M-4 3 l2 -1.5 l2 1.5 l2 -1.5 l2 1.5" stroke="#ffcfa8" stroke-width="1" fill="none"/>' + C(-2.5, -1.5, 1.2, '#ffcfa8') + C(2.5, -1.5, 1.2, '#ffcfa8')
      : `${E(-3, -1.5, 2.4, 3, '#fff')}${E(3, -1.5, 2.4, 3, '#fff')}${C(-3 + look * 1.1, -1, 1.3, '#1d4ed8')}${C(3 + look * 1.1, -1, 1.3, '#1d4ed8')}`}</g>`;
  const pac = ([x, y], size = 7, angle = 180) => `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0 L${size} ${-size * 0.62} A${size} ${size} 0 1 0 ${size} ${size * 0.62}Z" fill="#ffe600"/>`;
  const font = { family: MONO, weight: 'bold' };
  const cherry = (x, y) => `<path d="M${x} ${y - 4} q4 -8 10 -9 M${x + 8} ${y - 2} q0 -6 2 -11" stroke="#4ade80" stroke-width="1.5" fill="none"/>${C(x, y, 4, '#ef4444')}${C(x + 8, y + 1, 4, '#ef4444')}${C(x - 1.2, y - 1.3, 1, '#fff')}`;
  return screen('#000000', `
    <g fill="#2121de">${blue}</g><g fill="#000000">${black}</g>
    ${dots}
    ${pac(at(23, 10), 6.8, 180)}
    ${ghost(at(11, 13.5), '#ff0000', -1)}${ghost(at(14, 11.5), '#ffb8ff', 1)}${ghost(at(14, 13.5), '#00ffff', -1)}${ghost(at(14, 15.5), '#ffb852', 1)}
    ${ghost(at(5, 22), '#2121de', 0, true)}
    ${T(ox + 14 * cell, oy + 17.75 * cell, 'READY!', { ...font, size: 11, fill: '#ffe600', anchor: 'middle' })}
    ${T(40, 60, '1UP', { ...font, size: 14, fill: '#ff3b3b' })}${T(40, 84, '12 460', { ...font, size: 20, fill: '#ffffff' })}
    ${T(40, 130, 'HIGH SCORE', { ...font, size: 14, fill: '#ff3b3b' })}${T(40, 154, '48 200', { ...font, size: 20, fill: '#ffffff' })}
    ${T(40, 200, 'LEVEL', { ...font, size: 14, fill: '#ff3b3b' })}${T(40, 224, '3', { ...font, size: 20, fill: '#ffffff' })}
    ${T(40, 440, 'LIVES', { ...font, size: 14, fill: '#ff3b3b' })}${[0, 1, 2].map((i) => pac([48 + i * 22, 462], 8, 180)).join('')}
    ${T(760, 60, 'FRUIT', { ...font, size: 14, fill: '#ff3b3b', anchor: 'end' })}${cherry(726, 82)}${cherry(746, 82)}
    ${T(760, 400, '← ↑ → ↓  move', { ...font, size: 11, fill: '#8d8dff', anchor: 'end' })}${T(760, 420, 'P  pause', { ...font, size: 11, fill: '#8d8dff', anchor: 'end' })}${T(760, 440, 'M  sound', { ...font, size: 11, fill: '#8d8dff', anchor: 'end' })}`);
}

// --- Hero: layered interface panels fed by a small API ---------------------------------------

// The subject (drawn on a 730×532 area round 595,534) stays inside the circle of `radius` round the centre.
const HERO = { size: 1200, radius: 480, scale: 0.96 };

/** The sample's resolved palette (src/builder/themes.ts), bundled and imported like the build's own tools. */
async function samplePalette() {
  const result = await esbuild.build({
    stdin: { contents: "export { sitePalette } from './src/builder/themes'; export { content } from './src/content/content';", resolveDir: ROOT, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return mod.sitePalette(mod.content.accent);
}

function heroArt(p, theme) {
  const dark = theme === 'dark';
  const panel = dark ? p['surface-raised'] : p.surface;
  const panelBack = dark ? p.surface : p['surface-raised'];
  const edge = dark ? '#31436b' : '#cfd8e4';
  const bar = dark ? '#33436a' : '#dbe2ec';
  const barStrong = dark ? '#52638c' : '#b9c4d3';
  const { accent, text } = p;
  const accent2 = p['accent-2'];
  const muted = p['text-muted'];
  const shadow = dark ? { dy: 16, blur: 18, opacity: 0.5, color: '#000000' } : { dy: 14, blur: 18, opacity: 0.14, color: '#1e293b' };
  const mono = { family: MONO };
  // The area chart on the main panel.
  const rnd = random(11);
  const pts = Array.from({ length: 13 }, (_, i) => [468 + i * 30, 742 - (i * 7 + rnd() * 26 + (i > 8 ? 22 : 0))]);
  const line = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO.size}" height="${HERO.size}" viewBox="0 0 ${HERO.size} ${HERO.size}">
  <defs>
    <linearGradient id="disc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="${dark ? 0.13 : 0.12}"/><stop offset="1" stop-color="${accent2}" stop-opacity="${dark ? 0.13 : 0.1}"/></linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0.8" stop-color="${accent}" stop-opacity="${dark ? 0.08 : 0.06}"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="${dark ? 0.4 : 0.28}"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></linearGradient>
    <linearGradient id="duo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent2}"/></linearGradient>
    ${shadowDef('lift', shadow)}
  </defs>
  <!-- A soft disc of the accent behind the panels, so the light theme's white cards stand off the page -->
  <circle cx="600" cy="600" r="460" fill="url(#halo)"/>
  <circle cx="600" cy="600" r="400" fill="url(#disc)"/>
  <g transform="translate(600 600) scale(${HERO.scale}) translate(-595 -534)">
  <g fill="none" stroke="${barStrong}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.8">
    <circle cx="600" cy="600" r="330"/>
  </g>

  <!-- Back: the API, a request and its JSON answer -->
  <g filter="url(#lift)">${R(230, 268, 380, 300, panelBack, { rx: 22, stroke: edge, sw: 2 })}</g>
  ${[0, 1, 2].map((i) => C(262 + i * 20, 298, 6, barStrong)).join('')}
  ${R(256, 326, 70, 28, accent, { rx: 8, opacity: dark ? 0.18 : 0.12 })}${T(291, 346, 'GET', { ...mono, size: 16, fill: accent, weight: 'bold', anchor: 'middle' })}
  ${T(338, 346, '/api/projects', { ...mono, size: 17, fill: text, opacity: 0.9 })}
  ${T(580, 346, '200', { ...mono, size: 16, fill: p.success, weight: 'bold', anchor: 'end' })}
  ${[[0, 150, accent2], [1, 210, bar], [1, 170, bar], [1, 120, accent], [0, 60, bar], [1, 190, bar], [1, 140, bar]].map(([indent, w, c], i) => R(262 + indent * 24, 380 + i * 24, w * 0.95, 10, c, { rx: 5, opacity: c === bar ? 1 : 0.75 })).join('')}

  <!-- The data flow: the server's hexagon, packets along the line to the interface -->
  <path d="M312 640 C312 730 380 770 470 770" stroke="${accent}" stroke-width="3" fill="none" stroke-dasharray="1 12" stroke-linecap="round" opacity="0.9"/>
  <path d="M360 568 C360 600 330 612 312 622" stroke="${accent}" stroke-width="3" fill="none" stroke-dasharray="1 12" stroke-linecap="round" opacity="0.9"/>
  <g filter="url(#lift)"><path d="M312 590 l46 26.5 v53 l-46 26.5 l-46 -26.5 v-53z" fill="${panel}" stroke="${edge}" stroke-width="2"/></g>
  <path d="M312 608 l26 15 v30 l-26 15 l-26 -15 v-30z" fill="none" stroke="url(#duo)" stroke-width="6" stroke-linejoin="round"/>
  ${C(412, 768, 6, accent)}${C(436, 770, 4, accent, 'opacity="0.6"')}

  <!-- Front: the interface, a dashboard card with a chart -->
  <g filter="url(#lift)">${R(420, 420, 470, 380, panel, { rx: 24, stroke: edge, sw: 2 })}</g>
  ${C(462, 466, 18, 'url(#duo)')}${R(494, 456, 140, 10, barStrong, { rx: 5 })}${R(494, 474, 90, 8, bar, { rx: 4 })}
  ${R(774, 452, 84, 30, accent, { rx: 15 })}${R(790, 463, 52, 8, p['on-accent'], { rx: 4, opacity: 0.85 })}
  ${[0, 1, 2].map((i) => `${R(452 + i * 140, 510, 126, 64, panelBack, { rx: 14 })}${R(466 + i * 140, 526, 48, 8, bar, { rx: 4 })}${R(466 + i * 140, 544, 74 - i * 12, 14, i ? barStrong : accent, { rx: 7, opacity: i ? 1 : 0.9 })}`).join('')}
  <path d="${line} L${pts.at(-1)[0]} 768 L${pts[0][0]} 768Z" fill="url(#area)"/>
  <path d="${line}" stroke="${accent}" stroke-width="4" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
  ${C(pts.at(-1)[0], pts.at(-1)[1], 8, accent, `stroke="${panel}" stroke-width="4"`)}
  <path d="M452 768 H858" stroke="${bar}" stroke-width="2"/>

  <!-- A component on top: a toggle and two lines of a settings card -->
  <g filter="url(#lift)">${R(700, 650, 260, 150, panel, { rx: 20, stroke: edge, sw: 2 })}</g>
  ${R(724, 680, 120, 10, barStrong, { rx: 5 })}${R(724, 700, 80, 8, bar, { rx: 4 })}
  ${R(880, 676, 52, 28, accent, { rx: 14 })}${C(918, 690, 10, dark ? p.bg : '#ffffff')}
  ${R(724, 736, 120, 10, barStrong, { rx: 5 })}${R(724, 756, 100, 8, bar, { rx: 4 })}
  ${R(880, 732, 52, 28, bar, { rx: 14 })}${C(894, 746, 10, dark ? muted : '#ffffff')}
  </g>
</svg>`;
}

/** The hero's contract: nothing (alpha above 2 %) outside the centred circle of 80 % diameter. */
async function assertInsideCircle(png, file) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const centre = info.width / 2;
  let worst = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > HERO.radius) worst = Math.max(worst, data[(y * info.width + x) * 4 + 3]);
    }
  }
  if (worst > 255 * 0.02) throw new Error(`${file}: alpha ${worst} outside the circle of radius ${HERO.radius}`);
}

// --- Portrait: a friendly, neutral person, head and shoulders ----------------------------------

function portrait(p) {
  const skin = '#e2a883', skinShade = '#c98a66', hair = '#2f2119', hairLight = '#46322a';
  const shirt = p.dark['surface-raised'], collar = '#e6edf7';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bfeaf2"/><stop offset="1" stop-color="#c9cdf8"/></linearGradient>
    <linearGradient id="jacket" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a3a5e"/><stop offset="1" stop-color="${shirt}"/></linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="256" cy="236" r="200" fill="#ffffff" opacity="0.22"/>
  <!-- drawn at 512 px, then enlarged round the face, so the head fills a small round crop -->
  <g transform="translate(256 262) scale(1.28) translate(-256 -262)">
  <!-- shoulders and jacket -->
  <g transform="translate(0 -8)">
  <path d="M70 530 C76 420 140 382 206 366 L306 366 C372 382 436 420 442 530Z" fill="url(#jacket)"/>
  <path d="M206 366 L256 430 L306 366 L290 360 L256 404 L222 360Z" fill="${collar}"/>
  <path d="M222 360 L256 404 L290 360 L282 352 H230Z" fill="${p.dark.accent}" opacity="0.9"/>
  <path d="M206 366 L236 452 L222 530" stroke="#1b2640" stroke-width="4" fill="none"/><path d="M306 366 L276 452 L290 530" stroke="#1b2640" stroke-width="4" fill="none"/>
  </g>
  <!-- neck -->
  <path d="M228 300 H284 V352 C272 366 240 366 228 352Z" fill="${skinShade}"/>
  <!-- ears -->
  <ellipse cx="172" cy="232" rx="16" ry="24" fill="${skinShade}"/><ellipse cx="340" cy="232" rx="16" ry="24" fill="${skinShade}"/>
  <!-- face -->
  <path d="M178 206 C178 150 214 118 256 118 C298 118 334 150 334 206 C334 276 300 328 256 328 C212 328 178 276 178 206Z" fill="${skin}"/>
  <!-- hair -->
  <path d="M170 228 C154 150 196 90 262 90 C328 90 364 140 344 228 C340 198 332 178 318 164 C296 176 252 170 228 148 C214 168 196 180 180 186 C174 200 171 214 170 228Z" fill="${hair}"/>
  <path d="M236 142 C258 130 282 116 298 100" stroke="${hairLight}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>
  <!-- brows, eyes, glasses -->
  <path d="M208 196 q16 -8 32 -2 M272 194 q16 -6 32 2" stroke="${hair}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <ellipse cx="226" cy="222" rx="6" ry="7" fill="#2b1d16"/><ellipse cx="288" cy="222" rx="6" ry="7" fill="#2b1d16"/>
  <circle cx="228" cy="219" r="2" fill="#ffffff"/><circle cx="290" cy="219" r="2" fill="#ffffff"/>
  <rect x="198" y="202" width="54" height="40" rx="14" fill="#ffffff" fill-opacity="0.12" stroke="#1f2937" stroke-width="4"/>
  <rect x="260" y="202" width="54" height="40" rx="14" fill="#ffffff" fill-opacity="0.12" stroke="#1f2937" stroke-width="4"/>
  <path d="M252 216 q4 -4 8 0 M198 214 L180 208 M314 214 L332 208" stroke="#1f2937" stroke-width="4" fill="none" stroke-linecap="round"/>
  <!-- nose, cheeks, smile -->
  <path d="M258 232 q-8 24 -2 30 q6 3 12 -1" stroke="${skinShade}" stroke-width="4" fill="none" stroke-linecap="round"/>
  <ellipse cx="212" cy="266" rx="14" ry="8" fill="#e8897a" opacity="0.35"/><ellipse cx="302" cy="266" rx="14" ry="8" fill="#e8897a" opacity="0.35"/>
  <path d="M228 284 q28 22 58 0" stroke="#8c4a3a" stroke-width="5" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

// --- Write ------------------------------------------------------------------------------------

const palette = await samplePalette();
const drawings = { 'coffee-connoisseur': coffee(), 'meme-generator': meme(), fotoflix: fotoflix(), 'grocery-bud': grocery(), 'wordspeed-analyzer': wordspeed(), 'pacman-game': pacman() };
const only = process.argv[2]; // `node draw-sample-art.mjs fotoflix` redraws one while working on it
for (const [name, svg] of Object.entries(drawings)) {
  if (only && only !== name) continue;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 }).toFile(here(`projects/${name}.png`));
}
if (!only || only === 'hero') {
  for (const [theme, file] of [['dark', 'hero.png'], ['light', 'hero-light.png']]) {
    const png = await sharp(Buffer.from(heroArt(palette[theme], theme))).png({ compressionLevel: 9 }).toBuffer();
    await assertInsideCircle(png, file);
    await sharp(png).toFile(here(file));
  }
}
if (!only || only === 'portrait') {
  await sharp(Buffer.from(portrait(palette))).flatten().png({ compressionLevel: 9 }).toFile(here('portrait.png'));
}
// The build knows the sample art by hash (to warn while it is still in use): print the new ones.
const written = ['hero.png', 'hero-light.png', 'portrait.png', ...Object.keys(drawings).map((name) => `projects/${name}.png`)];
console.log('sample art written to src/assets/; its hashes for SAMPLE.files in src/builder/sample-leftovers.ts:');
for (const file of written) console.log(`    '${file}': '${createHash('sha256').update(await readFile(here(file))).digest('hex').slice(0, 16)}',`);
