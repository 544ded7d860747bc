// The owner's pictures as the pages show them: AVIF and WebP at the widths the layout needs,
// upright, each variant encoded once and kept by what it was made from.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Sharp } from 'sharp';
import type { ImageManifest } from '../app/images/manifest';
import { ASSETS_DIR } from '../server/headers';
import { limiter } from './at-most';
import { FAINT_ALPHA, quietFaintPixels } from './faint-pixels';
import { fromCache } from './output-cache';
import { fromRoot, HERO, HERO_LIGHT, IMAGE_CACHE } from './paths';

/** An image the content uses, read once, with its upright size. */
export interface SourceImage {
  name: string;
  input: Buffer;
  width: number;
  height: number;
  orientation: number;
  alpha: boolean;
  widths?: number[];
}

// Widths each image is made at, at 1x–3x of the layout that shows it (`sizes` in Hero.tsx, ProjectCard.tsx).
export const IMAGE_WIDTHS = { hero: [640, 1280, 1920], portrait: [96, 192, 288], default: [360, 720, 1080] };
// 4:2:0 chroma at quality 48: screenshots 12 % smaller, no difference seen at twice the size.
// Effort 3 encodes in a third of the CPU of 4 for 5 % more bytes.
const AVIF = { quality: 48, effort: 3, chromaSubsampling: '4:2:0' };
const WEBP = { quality: 75, effort: 5 };
// sharp encodes an image on one core on glibc Linux, so a first build encodes one per core at once.
const ENCODES_AT_ONCE = Math.max(1, availableParallelism());

let sharpLoaded: Promise<typeof import('sharp').default> | undefined;

/** sharp, loaded on first use: a build with every image encoded already needs none of it. */
export function loadSharp() {
  return (sharpLoaded ??= import('sharp').then((module) => module.default));
}

/** Each image the content uses as AVIF and WebP variants, cached by content (a rename encodes nothing). */
export async function buildImages(outDir: string, basePath: string, log: (line: string) => void, sources: SourceImage[]): Promise<ImageManifest> {
  await fs.mkdir(path.join(outDir, ASSETS_DIR, 'img'), { recursive: true });
  let announced = false;
  let done = 0;
  const started = performance.now();
  const encodes = limiter(ENCODES_AT_ONCE);
  // Each variant is encoded once per build, however many sources share it.
  const encoding = new Map<string, Promise<string>>();
  const variant = (file: string, make: () => Promise<Buffer>) => {
    let cached = encoding.get(file);
    if (!cached) encoding.set(file, (cached = fromCache(file, () => encodes(make))));
    return cached;
  };
  const entries = await Promise.all(
    sources.map(async ({ name, input, width: sourceWidth, height: sourceHeight, orientation, alpha, widths: own }) => {
      // The settings are in the name: a source made upright or quieted gets variants of its own.
      const settings = [AVIF, WEBP, ...(orientation > 1 ? ['upright'] : []), ...(alpha ? [`faint<${FAINT_ALPHA}`] : [])];
      const hash = createHash('sha256').update(input).update(JSON.stringify(settings)).digest('hex').slice(0, 10);
      const wanted = own ?? IMAGE_WIDTHS[name.split(/[/.-]/)[0] as keyof typeof IMAGE_WIDTHS] ?? IMAGE_WIDTHS.default;
      const widths = [...new Set(wanted.map((width) => Math.min(width, sourceWidth)))];
      const stem = name.replace(/\.[^./]+$/, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      let fresh = 0;
      const files = await Promise.all(
        widths.map(async (width) => {
          let quiet: Promise<Sharp> | undefined; // made once for both formats
          return Promise.all(
            (['avif', 'webp'] as const).map(async (format) => {
              const cached = await variant(path.join(IMAGE_CACHE, `${hash}-${width}.${format}`), async () => {
                if (!announced) log(`Optimising images (first build, or new images; cached in ${fromRoot(IMAGE_CACHE)} afterwards) …`);
                announced = true;
                fresh++;
                const sharp = await loadSharp();
                const pipeline = alpha ? (await (quiet ??= quieted(input, width))).clone() : sharp(input).autoOrient().resize({ width, withoutEnlargement: true });
                return (format === 'avif' ? pipeline.avif(AVIF) : pipeline.webp(WEBP)).toBuffer();
              });
              const file = `${stem}-${width}-${hash}.${format}`;
              await fs.copyFile(cached, path.join(outDir, ASSETS_DIR, 'img', file));
              return `${basePath}${ASSETS_DIR}/img/${file} ${width}w`;
            }),
          );
        }),
      );
      done++;
      if (fresh) log(`  [${done}/${sources.length}] ${name}: ${fresh} variant${fresh > 1 ? 's' : ''}, ${((performance.now() - started) / 1000).toFixed(1)} s in`);
      const avif = files.map(([first]) => first);
      const webp = files.map(([, second]) => second);
      const largest = widths.at(-1)!;
      const entry: [string, ImageManifest[string]] = [
        name,
        {
          width: largest,
          height: Math.round((sourceHeight * largest) / sourceWidth),
          avif: avif.join(', '),
          webp: webp.join(', '),
          src: webp[Math.min(1, widths.length - 1)]!.split(' ')[0] ?? '',
        },
      ];
      return entry;
    }),
  );
  const manifest: ImageManifest = Object.fromEntries(entries);
  // The hero has a drawing per theme (Hero.tsx); an owner who brings only hero.png gets it in both.
  manifest[HERO_LIGHT] ??= manifest[path.basename(HERO)]!;
  return manifest;
}


/** An image with transparency at one width, its faint pixels' colour quieted (faint-pixels.ts). */
async function quieted(input: Buffer, width: number): Promise<Sharp> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input).autoOrient().resize({ width, withoutEnlargement: true }).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const quiet = quietFaintPixels(data, info.width, info.height);
  return sharp(quiet, { raw: { width: info.width, height: info.height, channels: 4 } });
}
