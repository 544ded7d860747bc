// The owner's own site, in their terms: built as it will be deployed (the content check and
// the check of every internal link and anchor are the build's), then every kind of page it has
// in Chromium at 375 and 1280 px in both themes: axe-core, the console, the content without
// JavaScript, and the hero's text over the owner's own pictures. The last stage of
// `npm test`; `npm test -- site` runs it alone. Each failure names the page, the width and
// theme, and the file and field or the picture to change.
//
// The build runs before the tests are defined: when it refuses the site, its own lines are the
// one failure to read, and the checks of a site that does not exist are not run.

import { suite } from 'uvu';
import { ROOT } from '../helpers/env';
import { STAGE_OUT } from './checks/build';
import { buildProject, reportProblems } from './checks/check-site';
import { inspectSite, type Findings } from './checks/inspect';
import { addressOf } from './checks/plan';

const site = await buildProject(ROOT);
const { build } = site;
const indented = (text: string) => text.replaceAll('\n', '\n    ');
// The build's warnings ("This is still the sample site…") are for the owner to read, not failures.
if (build.warnings) console.log(`\n  The build of your site said:\n    ${indented(build.warnings)}`);
// Read beside the build. A content the build accepts is always readable: were it not, this
// fails the file with the reason, as a bug of these checks rather than of the site.
const plan = build.ok ? await site.plan : undefined;
if (plan) {
  const pages = plan.pages.map((page) => `${page.name} (${addressOf(plan, page)})`).join(', ');
  console.log(`\n  Built your site as deployed in ${build.seconds.toFixed(1)} s, into ${STAGE_OUT}. Checking ${pages}.\n`);
}

const test = suite('your site');

test('builds as it will be deployed: your content, every internal link and anchor', () => {
  reportProblems(build.ok ? [] : [build.failure]);
});

if (plan) {
  let survey: Promise<Findings> | undefined;
  const findings = () => (survey ??= inspectSite(build.dir, plan));

  test('every page passes axe at 375 and 1280 px in both themes', async () => {
    reportProblems((await findings()).axe);
  });

  test('no page logs an error or a warning to the console', async () => {
    reportProblems((await findings()).console);
  });

  test('every page shows its content with JavaScript off', async () => {
    reportProblems((await findings()).withoutScript);
  });

  test("the hero's text reaches AA over your pictures at 375 and 1280 px in both themes", async () => {
    reportProblems((await findings()).heroContrast);
  });
}

test.run();
