// Each page's icon sprite carries the icons that page draws and no others, and the
// site data carries the home and 404 pages', a blog page's data file its own, for
// the browser to put in after a client-side route change.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteData } from '../../src/app/site-data';
import { INTERACTION_ICONS } from '../../src/prerendered/icon-paths';
import { PAGE_DATA_FILE, type StaticPageData } from '../../src/app/pages/static-pages';
import { buildSite, BUILT_PAGES, PAGES, siteDataOf } from '../helpers/built-site';

const site = buildSite();
const symbolsOf = (html: string) => [...html.matchAll(/<symbol id="icon-([^"]+)"/g)].map((m) => m[1]!);

const sprite = suite('build :: icon sprite per page');

for (const page of BUILT_PAGES) {
  sprite(`${page} should carry a symbol for each icon it draws, and only those`, () => {
    const html = site.read(page);
    const spriteHtml = /<svg class="icon-sprite" aria-hidden="true">([\s\S]*?)<\/svg>/.exec(html)?.[1];
    assert.ok(spriteHtml !== undefined, 'a sprite');
    const app = html.slice(html.indexOf('<div id="root"'));
    const drawn = [...new Set([...app.matchAll(/<use href="#icon-([^"]+)"/g)].map((m) => m[1]!))];
    assert.ok(drawn.length > 0, 'the page draws icons');
    assert.equal(symbolsOf(spriteHtml!).sort(), [...new Set([...drawn, ...INTERACTION_ICONS])].sort());
    const data = siteDataOf(site, html) as unknown as SiteData;
    const key = page === PAGES.home ? 'home' : page === PAGES.notFound ? 'notFound' : null;
    const stored = key ? data.sprites[key] : (JSON.parse(site.read(page.replace(/index\.html$/, PAGE_DATA_FILE))) as StaticPageData).sprite;
    assert.is(stored, spriteHtml, key ? 'the same sprite in the site data' : 'the same sprite in the page\'s data');
  });
}

sprite.run();
