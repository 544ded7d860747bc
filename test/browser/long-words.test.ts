// An owner's words are not the sample's: a long unbroken token (a code identifier in a post,
// a technology, a place name) in any text the owner writes must wrap inside its card, never
// push a phone's page sideways nor be cut off by a card's edge. Measured on a real build of
// changed content (a copy of the project), at 320 and 375 px.
import path from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, visit } from '../helpers/browser';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
const WIDTHS = [320, 375];
const ROUTES = ['/', '/blogs'] as const;
/** 39 characters with no place to break: wider than a 320 px phone's column at any of the site's sizes. */
const LONG = 'stream.Readable.prototype.asyncIterator';

// Appended to the copy's content.ts: the long token in every text an owner writes that a
// page shows (the build bundles the file with esbuild, which does not check types).
const CHANGES = `
{
  const c = content as any;
  const long = ${JSON.stringify(LONG)};
  c.person = {
    ...c.person,
    name: 'Łukasz Dvořák-Christopherson',
    intro: c.person.intro + ' ' + long,
    bio: c.person.bio.map((p: string) => p + ' ' + long),
    shortBio: c.person.shortBio + ' ' + long,
    location: 'Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch, Wales',
    blogIntro: long + ' ' + c.person.blogIntro,
    blogFollowText: c.person.blogFollowText + ' ' + long,
    contactLead: c.person.contactLead + ' ' + long,
    availability: c.person.availability + ' ' + long,
  };
  c.skillGroups = c.skillGroups.map((g: any, i: number) => (i === 0 ? { ...g, skills: [long, ...g.skills] } : g));
  c.projects = c.projects.map((p: any) => ({ ...p, description: p.description + ' ' + long, technologies: [long, ...p.technologies] }));
  c.posts = c.posts.map((p: any) => ({ ...p, title: p.title + ' ' + long, excerpt: long + ' ' + p.excerpt, tags: [...p.tags, long] }));
}
`;

/**
 * Text that lies outside the page, or outside the nearest box that clips its overflow (a card
 * with overflow: hidden would cut it off without widening the page).
 */
const textOutside = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || !parent.closest('main, footer') || parent.closest('.sr-only, [aria-hidden="true"]')) continue;
      let clip: Element | null = parent;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const bounds = clip && clip !== document.documentElement && clip !== document.body ? clip.getBoundingClientRect() : { left: 0, right: innerWidth };
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && (rect.right > Math.min(bounds.right, innerWidth) + 0.5 || rect.left < Math.max(bounds.left, 0) - 0.5)) {
          found.push(`"${node.textContent!.trim().slice(0, 40)}" in ${parent.tagName.toLowerCase()}.${parent.className}: ${Math.round(rect.left)}–${Math.round(rect.right)}`);
          break;
        }
      }
    }
    return found;
  });

/** Words of the hero's name split across two lines (a break after a hyphen is a line break, not a split). */
const nameWordsSplit = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector('h1')!.firstChild as Text;
    return [...text.data.matchAll(/[^\s-]+/g)].filter((word) => {
      const range = document.createRange();
      range.setStart(text, word.index!);
      range.setEnd(text, word.index! + word[0].length);
      return [...range.getClientRects()].filter((rect) => rect.width > 0).length > 1;
    }).map((word) => word[0]);
  });

let project: ProjectCopy;
let site: string;

const wide = browserSuite('long words :: an owner\'s text on a phone');

wide.before(setup(() => {
  project = copyProject();
  project.replace(CONTENT, /$/, CHANGES);
  const build = project.run(['build']);
  assert.is(build.status, 0, `the copy with long words does not build:\n${build.stderr}`);
  site = path.join(project.dir, 'dist');
}));
wide.after(() => project?.dispose());
// One page with JavaScript and one without, each taken to both routes and resized through the
// widths: the layout is CSS alone, which a resize applies as a load would.
wide('should never scroll sideways nor cut a word off at 320 and 375 px, with and without JavaScript, and keep each word of a long name whole', async () => {
  for (const javaScript of [true, false]) {
    const v = await visit('/', { width: WIDTHS[0], javaScript, site });
    for (const route of ROUTES) {
      if (route !== '/') await v.goto(route);
      for (const width of WIDTHS) {
        const where = `${route} at ${width}px${javaScript ? '' : ' without JavaScript'}`;
        await v.page.setViewportSize({ width, height: 800 });
        const shown = await v.page.evaluate((long) => document.querySelector('main')!.textContent!.split(long).length - 1, LONG);
        assert.ok(shown >= 3, `${where}: the changed content is not there (the long word appears ${shown} times)`);
        assert.equal(await textOutside(v.page), [], where);
        assert.is(await v.page.evaluate(() => document.documentElement.scrollWidth), width, `${where}: the page scrolls sideways`);
        if (route === '/') assert.equal(await nameWordsSplit(v.page), [], `${where}: words of the name broken across lines`);
      }
    }
  }
});

wide.run();
