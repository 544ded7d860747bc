// Draws the sample artwork (hero background and six project "screenshots") as SVG and
// rasterises it with sharp. Run once by hand: `node src/assets/draw-sample-art.mjs`.
// The PNGs are committed; replace them with your own screenshots (README "Make it yours").

import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const W = 1600, H = 1000;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function frame(url, body, { bg = '#ffffff', chrome = '#e5e7eb' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${bg}"/>
  <rect width="${W}" height="64" fill="${chrome}"/>
  <circle cx="36" cy="32" r="9" fill="#ef4444"/><circle cx="64" cy="32" r="9" fill="#f59e0b"/><circle cx="92" cy="32" r="9" fill="#22c55e"/>
  <rect x="300" y="16" width="1000" height="32" rx="16" fill="#ffffff" opacity="0.85"/>
  <text x="800" y="38" font-family="${FONT}" font-size="17" fill="#475569" text-anchor="middle">${url}</text>
  <g transform="translate(0 64)">${body}</g></svg>`;
}

const text = (x, y, size, fill, value, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${value}</text>`;

const coffee = frame('coffee-connoisseur.example.com', `
  <rect width="${W}" height="936" fill="#fbf5ec"/>
  <rect x="0" y="0" width="${W}" height="380" fill="#3b2418"/>
  <circle cx="1270" cy="190" r="150" fill="#7c4a2d"/><circle cx="1270" cy="190" r="105" fill="#c08457"/>
  <ellipse cx="1270" cy="190" rx="70" ry="40" fill="#3b2418"/>
  ${text(120, 170, 76, '#fde7c8', 'Coffee Connoisseur', 'font-weight="bold"')}
  ${text(124, 230, 30, '#e8c9a4', 'Discover your local coffee stores')}
  <rect x="124" y="270" width="300" height="64" rx="32" fill="#e0913c"/>
  ${text(274, 312, 24, '#3b2418', 'View stores nearby', 'text-anchor="middle" font-weight="bold"')}
  ${[0, 1, 2].map((i) => `
    <g transform="translate(${120 + i * 470} 440)">
      <rect width="420" height="440" rx="22" fill="#ffffff" stroke="#ead8c0" stroke-width="2"/>
      <rect x="20" y="20" width="380" height="250" rx="14" fill="${['#a16207', '#92400e', '#78350f'][i]}"/>
      <circle cx="210" cy="145" r="70" fill="#fde7c8" opacity="0.3"/>
      ${text(24, 320, 30, '#3b2418', ['Blue Bottle', 'Stumptown', 'Ritual Roasters'][i], 'font-weight="bold"')}
      ${text(24, 362, 22, '#8a6d55', ['0.4 km · Open now', '1.1 km · Open now', '2.3 km · Closes 6 pm'][i])}
      <rect x="24" y="386" width="120" height="34" rx="17" fill="#fbe3c4"/>${text(84, 410, 19, '#92400e', `★ ${[12, 9, 7][i]} votes`, 'text-anchor="middle"')}
    </g>`).join('')}`);

const meme = frame('meme-generator.example.com', `
  <rect width="${W}" height="936" fill="#f5f3ff"/>
  <rect width="${W}" height="110" fill="#6d28d9"/>
  <circle cx="90" cy="55" r="30" fill="#fde047"/>${text(140, 70, 40, '#ffffff', 'Meme Generator', 'font-weight="bold"')}
  <rect x="300" y="150" width="480" height="64" rx="10" fill="#ffffff" stroke="#c4b5fd" stroke-width="2"/>${text(322, 192, 24, '#6b7280', 'When the build passes')}
  <rect x="820" y="150" width="480" height="64" rx="10" fill="#ffffff" stroke="#c4b5fd" stroke-width="2"/>${text(842, 192, 24, '#6b7280', 'on the first try')}
  <rect x="300" y="236" width="1000" height="70" rx="10" fill="#7c3aed"/>${text(800, 282, 28, '#ffffff', 'Get a new meme image', 'text-anchor="middle" font-weight="bold"')}
  <rect x="400" y="340" width="800" height="560" rx="8" fill="#1f2937"/>
  <circle cx="800" cy="640" r="190" fill="#f59e0b"/><circle cx="740" cy="600" r="22" fill="#1f2937"/><circle cx="860" cy="600" r="22" fill="#1f2937"/>
  <path d="M700 700 Q800 790 900 700" stroke="#1f2937" stroke-width="18" fill="none" stroke-linecap="round"/>
  ${text(800, 420, 64, '#ffffff', 'WHEN THE BUILD PASSES', 'text-anchor="middle" font-weight="bold" stroke="#000" stroke-width="3"')}
  ${text(800, 870, 64, '#ffffff', 'ON THE FIRST TRY', 'text-anchor="middle" font-weight="bold" stroke="#000" stroke-width="3"')}`);

// FotoFlix's "photos" are flat illustrated scenes (sky, sun or moon, three layers of land),
// crisp at any size, so none of them reads as a photo that failed to load.
const SCENES = [
  { name: 'Dolomites at dawn', sky: ['#fdba74', '#fde68a'], sun: '#fff7ed', land: ['#9a3412', '#7c2d12', '#431407'], peaks: true },
  { name: 'Fjord, Norway', sky: ['#7dd3fc', '#e0f2fe'], sun: '#ffffff', land: ['#0e7490', '#155e75', '#083344'], peaks: true },
  { name: 'Sahara dunes', sky: ['#fcd34d', '#fef3c7'], sun: '#fffbeb', land: ['#d97706', '#b45309', '#78350f'] },
  { name: 'Night over Kyoto', sky: ['#1e1b4b', '#4c1d95'], moon: '#e0e7ff', land: ['#312e81', '#1e1b4b', '#0f0a2e'], stars: true },
  { name: 'Lake Bled', sky: ['#a5f3fc', '#ecfeff'], sun: '#ffffff', land: ['#15803d', '#166534', '#0c4a6e'] },
  { name: 'Lisbon sunset', sky: ['#f43f5e', '#fdba74'], sun: '#fef3c7', land: ['#9f1239', '#881337', '#4c0519'], city: true },
  { name: 'Misty pines', sky: ['#cbd5e1', '#f1f5f9'], sun: '#ffffff', land: ['#64748b', '#334155', '#1e293b'], peaks: true },
  { name: 'Golden hour, Tuscany', sky: ['#fb923c', '#fde68a'], sun: '#fffbeb', land: ['#a16207', '#65a30d', '#365314'] },
  { name: 'Manhattan by night', sky: ['#0f172a', '#1e3a8a'], moon: '#f8fafc', land: ['#1e293b', '#0f172a', '#020617'], city: true, stars: true },
  { name: 'Cherry blossoms', sky: ['#fbcfe8', '#fdf2f8'], sun: '#ffffff', land: ['#db2777', '#be185d', '#831843'] },
  { name: 'Iceland coast', sky: ['#5eead4', '#ccfbf1'], sun: '#f0fdfa', land: ['#0f766e', '#115e59', '#042f2e'], peaks: true },
  { name: 'Desert highway', sky: ['#a78bfa', '#fbcfe8'], sun: '#fdf4ff', land: ['#9333ea', '#7e22ce', '#3b0764'] },
];

function scene({ name, sky, sun, moon, land, peaks, city, stars }, i, w, h) {
  const id = `s${i}`;
  const hill = (y, amp, phase, fill) => {
    const points = Array.from({ length: 9 }, (_, k) => {
      const x = (k / 8) * w;
      const dy = peaks ? (k % 2 ? -amp : amp * 0.3) : Math.sin(k * 0.9 + phase) * amp;
      return `${x.toFixed(0)},${(y + dy).toFixed(0)}`;
    });
    return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${fill}"/>`;
  };
  const skyline = city
    ? Array.from({ length: 11 }, (_, k) => {
        const bw = w / 11, bh = 40 + ((k * 37) % 70);
        return `<rect x="${(k * bw).toFixed(0)}" y="${h - 40 - bh}" width="${(bw - 4).toFixed(0)}" height="${bh + 40}" fill="${land[1]}"/>` +
          `<rect x="${(k * bw + 8).toFixed(0)}" y="${h - 30 - bh}" width="6" height="6" fill="#fde68a"/>`;
      }).join('')
    : '';
  const starField = stars ? Array.from({ length: 14 }, (_, k) => `<circle cx="${(k * 97) % w}" cy="${12 + ((k * 53) % 90)}" r="1.8" fill="#ffffff"/>`).join('') : '';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="${id}c" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient>
    <clipPath id="${id}k"><rect width="${w}" height="${h}" rx="12"/></clipPath></defs>
    <g clip-path="url(#${id}k)">
      <rect width="${w}" height="${h}" fill="url(#${id})"/>${starField}
      <circle cx="${w * (0.25 + (i % 3) * 0.25)}" cy="${h * 0.32}" r="${moon ? 20 : 30}" fill="${moon ?? sun}"/>
      ${hill(h * 0.5, 36, i, land[0])}${hill(h * 0.64, 22, i + 2, land[1])}${skyline}${hill(h * 0.8, 12, i + 4, land[2])}
      <rect width="${w}" height="${h}" fill="url(#${id}c)"/>
      ${text(16, h - 18, 20, '#ffffff', name, 'font-weight="bold"')}
      ${text(w - 16, h - 18, 18, '#fecdd3', `♥ ${((i * 7 + 3) % 9) + 1}.${(i * 3) % 10}k`, 'text-anchor="end"')}
    </g>`;
}

const fotoflix = frame('fotoflix.example.com', `
  <rect width="${W}" height="936" fill="#0f0f12"/>
  ${text(60, 70, 40, '#f43f5e', 'FotoFlix', 'font-weight="bold"')}
  <rect x="360" y="28" width="760" height="56" rx="28" fill="#1f1f26"/>${text(400, 64, 22, '#9ca3af', 'Search photos: mountains, cities, people…')}
  <rect x="1300" y="28" width="240" height="56" rx="28" fill="#f43f5e"/>${text(1420, 64, 22, '#ffffff', 'Upload', 'text-anchor="middle" font-weight="bold"')}
  ${SCENES.map((item, i) => `<g transform="translate(${60 + (i % 4) * 375} ${120 + Math.floor(i / 4) * 270})">${scene(item, i, 355, 250)}</g>`).join('')}`,
  { bg: '#0f0f12', chrome: '#27272a' });

const grocery = frame('grocery-bud.example.com', `
  <rect width="${W}" height="936" fill="#ecfdf5"/>
  <rect x="450" y="90" width="700" height="760" rx="18" fill="#ffffff" stroke="#a7f3d0" stroke-width="2"/>
  ${text(800, 180, 48, '#065f46', 'Grocery Bud', 'text-anchor="middle" font-weight="bold"')}
  <rect x="500" y="220" width="460" height="60" rx="8" fill="#f0fdf4" stroke="#6ee7b7" stroke-width="2"/>${text(520, 260, 24, '#6b7280', 'e.g. eggs')}
  <rect x="975" y="220" width="125" height="60" rx="8" fill="#10b981"/>${text(1037, 259, 24, '#ffffff', 'Add', 'text-anchor="middle" font-weight="bold"')}
  ${['Milk', 'Sourdough bread', 'Avocados', 'Greek yoghurt', 'Coffee beans', 'Spinach'].map((item, i) => `
    <g transform="translate(500 ${320 + i * 80})">
      <rect width="600" height="64" rx="8" fill="${i % 2 ? '#ffffff' : '#f0fdf4'}"/>
      <rect x="16" y="18" width="28" height="28" rx="6" fill="${i < 2 ? '#10b981' : '#ffffff'}" stroke="#10b981" stroke-width="2"/>
      ${text(64, 42, 24, i < 2 ? '#9ca3af' : '#064e3b', item, i < 2 ? 'text-decoration="line-through"' : '')}
      ${text(560, 42, 22, '#ef4444', '✕')}
    </g>`).join('')}`);

const words = 'The quick brown fox jumps over the lazy dog while the keyboard clicks steadily along'.split(' ');
const wordspeed = frame('wordspeed.example.com', `
  <rect width="${W}" height="936" fill="#0b1530"/>
  ${text(800, 110, 52, '#e0e7ff', 'WordSpeed Analyzer', 'text-anchor="middle" font-weight="bold"')}
  ${[['WPM', '87'], ['Accuracy', '97%'], ['Time', '0:42']].map(([label, value], i) => `
    <g transform="translate(${320 + i * 340} 170)"><rect width="300" height="150" rx="16" fill="#14224a"/>
    ${text(150, 80, 64, '#38bdf8', value, 'text-anchor="middle" font-weight="bold"')}${text(150, 124, 24, '#94a3b8', label, 'text-anchor="middle"')}</g>`).join('')}
  <rect x="200" y="370" width="1200" height="380" rx="16" fill="#111c3d"/>
  ${words.map((word, i) => {
    const x = 250 + (i % 5) * 220, y = 450 + Math.floor(i / 5) * 90;
    const color = i < 7 ? '#e0e7ff' : i === 7 ? '#fbbf24' : '#475569';
    return text(x, y, 40, color, word, i === 7 ? 'text-decoration="underline"' : '');
  }).join('')}
  <rect x="620" y="790" width="360" height="70" rx="35" fill="#38bdf8"/>${text(800, 836, 28, '#0b1530', 'Restart test', 'text-anchor="middle" font-weight="bold"')}`);

const maze = [
  'M120 120 H1480 V860 H120 Z', 'M240 240 H560 V340 H240 Z', 'M1040 240 H1360 V340 H1040 Z', 'M680 120 V340', 'M920 120 V340',
  'M240 460 H480', 'M1120 460 H1360', 'M640 460 H960 V620 H640 Z', 'M240 740 H560', 'M1040 740 H1360', 'M800 740 V860',
];
const pacman = frame('pacman.example.com', `
  <rect width="${W}" height="936" fill="#000000"/>
  ${text(140, 80, 34, '#ffffff', 'SCORE 12 460', 'font-weight="bold"')}${text(1460, 80, 34, '#ffffff', 'HIGH 48 200', 'text-anchor="end" font-weight="bold"')}
  <g fill="none" stroke="#2563eb" stroke-width="14" stroke-linejoin="round">${maze.map((d) => `<path d="${d}"/>`).join('')}</g>
  ${Array.from({ length: 24 }, (_, i) => `<circle cx="${180 + i * 55}" cy="${400}" r="7" fill="#fde68a"/>`).join('')}
  ${Array.from({ length: 24 }, (_, i) => `<circle cx="${180 + i * 55}" cy="${680}" r="7" fill="#fde68a"/>`).join('')}
  <circle cx="180" cy="540" r="18" fill="#fde68a"/><circle cx="1420" cy="540" r="18" fill="#fde68a"/>
  <path d="M560 400 L620 365 A70 70 0 1 0 620 435 Z" fill="#facc15"/>
  ${[['#ef4444', 1000], ['#f472b6', 1100], ['#22d3ee', 1200], ['#fb923c', 1300]].map(([c, x]) => `
    <path d="M${x - 40} 720 V660 A40 40 0 0 1 ${x + 40} 660 V720 L${x + 27} 705 L${x + 13} 720 L${x} 705 L${x - 13} 720 L${x - 27} 705 Z" fill="${c}"/>
    <circle cx="${x - 15}" cy="658" r="11" fill="#fff"/><circle cx="${x + 15}" cy="658" r="11" fill="#fff"/>
    <circle cx="${x - 11}" cy="660" r="5" fill="#1e3a8a"/><circle cx="${x + 19}" cy="660" r="5" fill="#1e3a8a"/>`).join('')}`);

// The hero: two glows, a grid and code marks at the sides, where the text never is; one
// drawing per theme (Hero.tsx shows the one that matches).
const HERO_PALETTES = {
  dark: { bg: '#0b1120', glow1: ['#22d3ee', 0.7], glow2: ['#818cf8', 0.65], grid: ['#94a3b8', 0.22], mark1: '#22d3ee', mark2: '#a5b4fc', line: '#67e8f9', opacity: [0.75, 0.7, 0.45, 0.5] },
  light: { bg: '#f4f7fb', glow1: ['#22d3ee', 0.45], glow2: ['#818cf8', 0.4], grid: ['#334155', 0.12], mark1: '#0e7490', mark2: '#4f46e5', line: '#0891b2', opacity: [0.55, 0.5, 0.4, 0.45] },
};
function heroArt({ bg, glow1, glow2, grid, mark1, mark2, line, opacity: [o1, o2, o3, o4] }) {
  const node = (x, y, r = 7) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${bg}" stroke="${line}" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <radialGradient id="a" cx="0.18" cy="0.22" r="0.55"><stop offset="0" stop-color="${glow1[0]}" stop-opacity="${glow1[1]}"/><stop offset="1" stop-color="${glow1[0]}" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="0.85" cy="0.75" r="0.55"><stop offset="0" stop-color="${glow2[0]}" stop-opacity="${glow2[1]}"/><stop offset="1" stop-color="${glow2[0]}" stop-opacity="0"/></radialGradient>
    <pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="${grid[0]}" stroke-opacity="${grid[1]}" stroke-width="1.5"/></pattern>
    <radialGradient id="fade" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff"/></radialGradient>
    <mask id="m"><rect width="1920" height="1080" fill="url(#fade)"/></mask>
  </defs>
  <rect width="1920" height="1080" fill="${bg}"/>
  <rect width="1920" height="1080" fill="url(#a)"/><rect width="1920" height="1080" fill="url(#b)"/>
  <rect width="1920" height="1080" fill="url(#grid)" mask="url(#m)"/>
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M300 250 l-110 110 110 110" stroke="${mark1}" stroke-opacity="${o1}" stroke-width="10"/>
    <path d="M1560 620 l-60 190" stroke="${mark2}" stroke-opacity="${o2}" stroke-width="10"/>
    <path d="M1630 620 l110 95 -110 95" stroke="${mark2}" stroke-opacity="${o2}" stroke-width="10"/>
    <path d="M1508 150 c-30 0 -30 20 -30 50 v40 c0 20 -10 30 -30 30 c20 0 30 10 30 30 v40 c0 30 0 50 30 50" stroke="${line}" stroke-opacity="${o3}" stroke-width="6"/>
    <path d="M1660 150 c30 0 30 20 30 50 v40 c0 20 10 30 30 30 c-20 0 -30 10 -30 30 v40 c0 30 0 50 -30 50" stroke="${line}" stroke-opacity="${o3}" stroke-width="6"/>
    <path d="M256 704 L384 768 L320 896 M384 768 L512 704" stroke="${line}" stroke-opacity="${o4}" stroke-width="3"/>
  </g>
  ${node(256, 704)}${node(384, 768, 9)}${node(320, 896)}${node(512, 704)}
</svg>`;
}


const drawings = { 'coffee-connoisseur': coffee, 'meme-generator': meme, fotoflix, 'grocery-bud': grocery, 'wordspeed-analyzer': wordspeed, 'pacman-game': pacman };
for (const [name, svg] of Object.entries(drawings)) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(here(`projects/${name}.png`));
}
await sharp(Buffer.from(heroArt(HERO_PALETTES.dark))).png({ compressionLevel: 9 }).toFile(here('hero.png'));
await sharp(Buffer.from(heroArt(HERO_PALETTES.light))).png({ compressionLevel: 9 }).toFile(here('hero-light.png'));
console.log('sample art written to src/assets/');
