// The site's real content with an image manifest shaped like the build's, so components
// render exactly what the prerender does without running sharp.

import { content } from '../../src/content/content';
import type { ImageManifest } from '../../src/app/images/manifest';
import { HERO_IMAGES } from '../../src/app/sections/Hero';
import { makeSiteData, type SiteData } from '../../src/app/site-data';
import { renderSections } from '../../src/build/prerender';

const names = [...Object.values(HERO_IMAGES), ...content.projects.map((project) => project.imageUrl)];

export const testImages: ImageManifest = Object.fromEntries(
  names.map((name) => {
    const stem = name.replace(/\.\w+$/, '').replace(/\W+/g, '-');
    const srcset = (ext: string) => [360, 720].map((w) => `/assets/img/${stem}-${w}.${ext} ${w}w`).join(', ');
    return [name, { width: 720, height: 450, avif: srcset('avif'), webp: srcset('webp'), src: `/assets/img/${stem}-720.webp` }];
  }),
);

/** What the build renders and writes (makeSiteData): the real content, posts newest first, its prerendered sections. */
export const siteData: SiteData = makeSiteData(content, testImages, renderSections(content));
