// Run once by test/run.mjs before the build and browser stages start, with the names of the
// sites the run's test files read: builds the sample site, then those, so no two test
// processes build one site at once. The copies build side by side; the Pages build, which
// blocks, last.
import { archiveSite } from './archive-site';
import { buildPagesSite, buildSite } from './built-site';
import { storySite } from './story-site';
import { writingSite } from './writing-site';

const SITES: Record<string, () => unknown> = { archiveSite, writingSite, storySite, buildPagesSite };

buildSite();
const wanted = process.argv.slice(2);
await Promise.all(Object.entries(SITES).filter(([name]) => wanted.includes(name)).map(([, make]) => make()));
