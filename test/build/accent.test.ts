// An owner's accent, through the real CLI on copies of the project:
// every colour the site ships follows it, the stylesheet and the pictures the build draws
// (favicons, social card, résumé) alike, and nothing of the sample's cyan or indigo is left;
// an accent that falls short of AA is moved with one line said; a grey one, and an icon.svg
// that could run a script, are refused naming the field or the file; an owner's own safe
// icon.svg is published byte for byte. Each copy needs its own build: that is what is tested.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SOCIAL_CARD_LAYOUT } from '../../src/builder/social-card';
import { sitePalette } from '../../src/builder/themes';
import { rgbOf } from '../../src/builder/palette/colour';
import { content } from '../fixtures/sample/content';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
const SAMPLE_ACCENT = `accent: '${content.accent}'`;
const sample = sitePalette(content.accent);

/** The sample's accent colours in every form the site writes them: as the palette has them and as the sample had them before. */
const SAMPLE_COLOURS = [
  ...new Set([
    ...(['dark', 'light'] as const).flatMap((theme) => [sample[theme].accent, sample[theme]['accent-hover'], sample[theme]['accent-2']]),
    sample.print.accent!, sample.paper.accent, sample.dark['on-accent'],
    '#22d3ee', '#67e8f9', '#818cf8', '#0b6b85', '#155e75', '#4f46e5', '#0b5568', '#087390', '#03121c',
  ]),
];
const channelsOf = (hex: string) => rgbOf(hex).map((c) => Math.round(c * 255));
const SAMPLE_TEXT_FORMS = SAMPLE_COLOURS.flatMap((hex) => [hex, channelsOf(hex).join(' '), channelsOf(hex).join(',')]);
// The accent the copy changes to: orange, whose gradient is far from the sample's cyan and indigo.
const NEW_ACCENT = '#f97316';
const stopsOf = (palette: ReturnType<typeof sitePalette>) => [palette.dark.accent, palette.dark['accent-2']];
const next = sitePalette(NEW_ACCENT);

/** Whether any pixel of an image region lies within `distance` of a colour (Euclidean, 0–255). */
async function hasPixelNear(png: Buffer, hex: string, distance: number, region?: { left: number; top: number; width: number; height: number }) {
  const image = region ? sharp(png).extract(region) : sharp(png);
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = channelsOf(hex);
  for (let i = 0; i < data.length; i += info.channels) if (Math.hypot(data[i]! - r!, data[i + 1]! - g!, data[i + 2]! - b!) < distance) return true;
  return false;
}

/** The fill colours (pdfkit writes `/DeviceRGB cs` then `r g b scn`) of every content stream of a PDF, as #rrggbb. */
function pdfFillColours(pdf: Buffer): string[] {
  const colours: string[] = [];
  for (let at = pdf.indexOf('stream'); at >= 0; at = pdf.indexOf('stream', at + 1)) {
    const start = pdf.indexOf('\n', at) + 1;
    const end = pdf.indexOf('endstream', start);
    if (pdf.subarray(at - 3, at).toString() === 'end' || end < 0) continue;
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an uncompressed or image stream
    }
    for (const [, r, g, b] of text.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn?)\b/g)) {
      colours.push(`#${[r, g, b].map((c) => Math.round(Number(c) * 255).toString(16).padStart(2, '0')).join('')}`);
    }
  }
  return colours;
}

const textFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|css|svg|json|webmanifest|xml|txt)$/.test(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));

// --- Another accent ------------------------------------------------------------------------

const another = suite('build :: another owner\'s accent');
let project: ProjectCopy;
let dist: string;

another.before(setup(() => {
  project = copyProject();
  project.replace(CONTENT, SAMPLE_ACCENT, `accent: '${NEW_ACCENT}'`);
  const build = project.run(['build']);
  assert.is(build.status, 0, build.stderr);
  dist = path.join(project.dir, 'dist');
}));
another.after(() => project?.dispose());

another('should leave nothing of the sample\'s cyan or indigo in any file the site ships', () => {
  for (const file of textFiles(dist)) {
    const text = readFileSync(file, 'utf8').toLowerCase();
    for (const form of SAMPLE_TEXT_FORMS) assert.not.ok(text.includes(form), `${path.relative(dist, file)} has ${form}`);
  }
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  assert.ok(page.includes(`--accent:${NEW_ACCENT}`) && page.includes(`--vivid-rgb:${channelsOf(NEW_ACCENT).join(' ')}`), `the stylesheet has ${NEW_ACCENT}`);
});

another('should draw the favicons, the social card and the résumé in the new accent', async () => {
  for (const icon of ['favicon-32.png', 'icon-192.png']) {
    const png = readFileSync(path.join(dist, icon));
    // The "</>" runs from the accent to its second stop; at 32 px its ends blend into the page,
    // so the nearest pixel may be nearer one stop than the other (33.8 and 36.7 from orange's, drawn with sharp).
    const stops = stopsOf(next);
    assert.ok((await Promise.all(stops.map((hex) => hasPixelNear(png, hex, 40)))).includes(true), `${icon}: ${stops.join(' to ')}`);
    for (const hex of stopsOf(sample)) assert.not.ok(await hasPixelNear(png, hex, 60), `${icon}: ${hex}`);
  }
  const card = readFileSync(path.join(dist, 'assets', readdirSync(path.join(dist, 'assets')).find((file) => file.startsWith('social-card-'))!));
  const name = { left: SOCIAL_CARD_LAYOUT.padding, top: SOCIAL_CARD_LAYOUT.nameTop, width: 800, height: SOCIAL_CARD_LAYOUT.name.size };
  assert.ok(await hasPixelNear(card, next.dark.accent, 40, name), 'the name starts in the new accent');
  assert.ok(await hasPixelNear(card, next.dark['accent-2'], 40, name), 'and ends in its second stop');
  assert.not.ok(await hasPixelNear(card, sample.dark.accent, 40, name), 'none of the old accent in the name');
  const fills = pdfFillColours(readFileSync(path.join(dist, 'resume.pdf')));
  assert.ok(fills.includes(next.paper.accent), `the résumé's headings in ${next.paper.accent} (it has ${[...new Set(fills)].join(', ')})`);
  assert.not.ok(fills.includes(sample.paper.accent), 'not in the sample\'s');
});

another.run();

// --- Refusals, adjustments, an owner's own icon -----------------------------------------------------

const owner = suite('build :: an owner\'s accent and icon, checked');
let copy: ProjectCopy;
const ICON = 'src/assets/icon.svg';
const OWN_ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#7c2d12"/><circle cx="16" cy="16" r="8" fill="#fdba74"/></svg>\n';

owner.before(setup(() => {
  copy = copyProject();
}));
// Each test starts from the sample's content and no icon of the owner's.
owner.after.each(() => {
  copy.restore();
  rmSync(path.join(copy.dir, ICON), { force: true });
});
owner.after(() => copy?.dispose());

const linesOf = (run: CommandResult) => `${run.stdout}\n${run.stderr}`.split('\n');

owner('should refuse a grey accent and an icon.svg with a script, each in one line naming the field or the file', () => {
  copy.replace(CONTENT, SAMPLE_ACCENT, "accent: '#777777'");
  writeFileSync(path.join(copy.dir, ICON), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const run = copy.run(['build']);
  assert.is(run.status, 1);
  assert.match(run.stderr, /Build failed: the content has 2 problems:/);
  const accent = linesOf(run).filter((line) => line.includes('content.ts: accent'));
  assert.equal(accent, ['  - src/content/content.ts: accent #777777 is a grey (OKLCH chroma 0.000, under 0.05): links and buttons would look like the text; choose a colour']);
  const icon = linesOf(run).filter((line) => line.includes('icon.svg'));
  assert.equal(icon, [
    '  - src/assets/icon.svg has <script>, which would run on every host that sends no Content-Security-Policy (GitHub Pages) (line 1): it is published as it is, so fix it, or delete it to get the icon drawn in your accent',
  ]);
});

owner('should move an accent that falls short, say so once per theme, and publish an own icon as it is', async () => {
  copy.replace(CONTENT, SAMPLE_ACCENT, "accent: { dark: '#1e40af', light: '#fde047' }");
  writeFileSync(path.join(copy.dir, ICON), OWN_ICON);
  const run = copy.run(['build']);
  assert.is(run.status, 0, run.stderr);
  const notes = linesOf(run).filter((line) => line.startsWith('Note: accent'));
  assert.is(notes.length, 2, notes.join('\n'));
  assert.match(notes[0]!, /^Note: accent\.dark #1e40af: accent text on bg would be 2\.2:1, under AA's 4\.5:1, so the dark theme uses #[0-9a-f]{6} \(OKLCH lightness 0\.42 → 0\.\d\d, \d\.\d:1 on its background\)$/);
  assert.match(notes[1]!, /^Note: accent\.light #fde047: accent text on bg would be 1\.\d:1, under AA's 4\.5:1, so the light theme uses #[0-9a-f]{6} /);
  const built = path.join(copy.dir, 'dist');
  assert.is(readFileSync(path.join(built, 'favicon.svg'), 'utf8'), OWN_ICON, 'the own icon, byte for byte');
  assert.ok(await hasPixelNear(readFileSync(path.join(built, 'icon-192.png')), '#fdba74', 30), 'the PNG icons are drawn from it');
});

owner.run();
