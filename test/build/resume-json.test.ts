// The build publishes resume.json beside resume.pdf, valid against the official
// JSON Resume schema (@jsonresume/schema, checked with ajv), served as JSON (served-as-built.ts);
// the Download Resume button stays the PDF.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RESUME_PATH } from '../../src/app/links';
import { RESUME_JSON_PATH } from '../../src/builder/json-resume/export';
import { schemaProblems } from '../../src/builder/json-resume/schema';
import { buildSite, PAGES } from '../helpers/built-site';

const site = buildSite();
const file = RESUME_JSON_PATH.slice(1);

const built = suite('build :: dist/resume.json');

built('should be valid against the official JSON Resume schema', async () => {
  assert.equal(await schemaProblems(JSON.parse(site.read(file))), []);
});

built('should be the content as a JSON Resume, with its own address as canonical', () => {
  const resume = JSON.parse(site.read(file));
  assert.equal([resume.basics.name, resume.basics.email], ['Alex Carter', 'alex.carter@example.com']);
  assert.is(resume.meta.canonical, 'https://portfolio.example.com/resume.json');
});

built('should leave the Download Resume button on the PDF', () => {
  const html = site.read(PAGES.home);
  assert.ok(html.includes(`href="${RESUME_PATH}"`), 'the button names the PDF');
  assert.not.ok(html.includes(RESUME_JSON_PATH), 'no page links the JSON in place of it');
});

built.run();
