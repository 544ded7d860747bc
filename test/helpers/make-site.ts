// Run by test/run.mjs, once per run for each shared site a worker asks for
// (helpers/shared-site.ts): `node make-site.mjs <name>` makes it at .cache/test-sites/<name>.
import path from 'node:path';
import { makeArchiveSite } from './archive-site';
import { SHARED_SITES_DIR, makeSite, type SharedSiteName, type SiteMaker } from './shared-site';
import { makeStorySite } from './story-site';
import { makeWritingSite } from './writing-site';

const MAKERS: Record<SharedSiteName, SiteMaker> = { archive: makeArchiveSite, writing: makeWritingSite, story: makeStorySite };

const name = process.argv[2] as SharedSiteName;
const make = MAKERS[name];
if (!make) throw new Error(`no shared site is called ${name}; there are ${Object.keys(MAKERS).join(', ')}`);
await makeSite(path.join(SHARED_SITES_DIR, name), make);
