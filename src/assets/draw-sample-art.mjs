// Draws the sample artwork (hero background and six project "screenshots") as SVG and
// rasterises it with sharp. Run once by hand: `node src/assets/draw-sample-art.mjs`.
// The PNGs are committed; replace them with your own screenshots (README "Make it yours").
// FotoFlix carries photographic noise on purpose: a >1 MB PNG that proves the image pipeline.

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

const fotoflix = frame('fotoflix.example.com', `
  <rect width="${W}" height="936" fill="#0f0f12"/>
  ${text(60, 70, 40, '#f43f5e', 'FotoFlix', 'font-weight="bold"')}
  <rect x="360" y="28" width="760" height="56" rx="28" fill="#1f1f26"/>${text(400, 64, 22, '#9ca3af', 'Search photos: mountains, cities, people…')}
  ${Array.from({ length: 12 }, (_, i) => {
    const col = i % 4, row = Math.floor(i / 4);
    const hues = ['#1e3a8a', '#065f46', '#7c2d12', '#4c1d95', '#0e7490', '#9f1239', '#365314', '#78350f', '#1e40af', '#831843', '#134e4a', '#3f3f46'];
    return `<rect x="${60 + col * 375}" y="${120 + row * 270}" width="355" height="250" rx="12" fill="${hues[i]}"/>`;
  }).join('')}`, { bg: '#0f0f12', chrome: '#27272a' });

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

const hero = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <radialGradient id="a" cx="0.2" cy="0.25" r="0.6"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.55"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="0.85" cy="0.7" r="0.6"><stop offset="0" stop-color="#818cf8" stop-opacity="0.5"/><stop offset="1" stop-color="#818cf8" stop-opacity="0"/></radialGradient>
    <pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#94a3b8" stroke-opacity="0.12" stroke-width="1.5"/></pattern>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <mask id="m"><rect width="1920" height="1080" fill="url(#fade)"/></mask>
  </defs>
  <rect width="1920" height="1080" fill="#0b1120"/>
  <rect width="1920" height="1080" fill="url(#a)"/><rect width="1920" height="1080" fill="url(#b)"/>
  <rect width="1920" height="1080" fill="url(#grid)" mask="url(#m)"/>
  <g fill="none" stroke="#22d3ee" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round">
    <path d="M180 300 l-60 60 60 60"/><path d="M1740 640 l60 60 -60 60"/><path d="M1630 240 l-40 120"/>
  </g>
</svg>`;

async function noiseTiles() {
  // Fill FotoFlix's photo tiles with sensor-like noise over their colour: a photographic,
  // hard-to-compress texture like a real screenshot of a photo site.
  const base = await sharp(Buffer.from(fotoflix)).raw().toBuffer({ resolveWithObject: true });
  const { data, info } = base;
  let seed = 42;
  const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  for (let y = 184; y < info.height - 40; y++) {
    for (let x = 60; x < info.width - 60; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i] + data[i + 1] + data[i + 2] < 90) continue; // leave the dark background clean
      const light = Math.sin(x / 37) * 25 + Math.cos(y / 23) * 25;
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + light + (random() - 0.5) * 90));
    }
  }
  return sharp(data, { raw: info }).png({ compressionLevel: 9 });
}

const drawings = { 'coffee-connoisseur': coffee, 'meme-generator': meme, 'grocery-bud': grocery, 'wordspeed-analyzer': wordspeed, 'pacman-game': pacman };
for (const [name, svg] of Object.entries(drawings)) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(here(`projects/${name}.png`));
}
await (await noiseTiles()).toFile(here('projects/fotoflix.png'));
await sharp(Buffer.from(hero)).png({ compressionLevel: 9 }).toFile(here('hero.png'));
console.log('sample art written to src/assets/');
