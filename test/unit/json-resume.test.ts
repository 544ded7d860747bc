// JSON Resume in and out. The official schema (@jsonresume/schema) with ajv checks
// what the site reads and what it publishes, each problem named by its JSON path.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { jsonResume, placeOf, userName } from '../../src/builder/json-resume/export';
import { errorPosition, readJsonResume } from '../../src/builder/json-resume/read';
import { jsonPath, schemaProblems } from '../../src/builder/json-resume/schema';
import { ROOT } from '../helpers/env';
import { STORY } from '../fixtures/story';

const SCHEMA_EXAMPLES = path.join(ROOT, 'node_modules', '@jsonresume', 'schema');
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'json-resume', 'priya-raman.resume.json');
const withStory: Content = { ...content, ...STORY };

const test = suite('JSON Resume in and out');

test('should accept the schema package\'s own sample and examples, and the fixture', async () => {
  for (const file of ['sample.resume.json', 'examples/senior-engineer.resume.json', 'examples/new-grad.resume.json', 'examples/career-changer.resume.json']) {
    assert.equal(await schemaProblems(JSON.parse(readFileSync(path.join(SCHEMA_EXAMPLES, file), 'utf8'))), [], file);
  }
  assert.equal(await schemaProblems(JSON.parse(readFileSync(FIXTURE, 'utf8'))), []);
});

test('should name each problem by its JSON path and say what is wrong', async () => {
  const problems = await schemaProblems({
    basics: { name: 42, email: 'not an email', url: 'priya.dev', profiles: {} },
    work: [{ name: 'Acme', startDate: 'March 2020' }],
  });
  assert.equal(problems.sort(), [
    '$.basics.email must be an email address (got "not an email")',
    '$.basics.name must be a string (got 42)',
    '$.basics.profiles must be a list (got {})',
    '$.basics.url must be a whole address with its scheme, such as "https://example.com" (got "priya.dev")',
    '$.work[0].startDate must be a date written YYYY, YYYY-MM or YYYY-MM-DD (got "March 2020")',
  ]);
});

test('should write JSON paths for any key', () => {
  assert.is(jsonPath(''), '$');
  assert.is(jsonPath('/work/0/startDate'), '$.work[0].startDate');
  assert.is(jsonPath('/basics/my key/a~1b'), '$.basics["my key"]["a/b"]');
});

const readText = (text: string) => readJsonResume(text, path.join(ROOT, 'resume.json'), ROOT);

test('should read a valid résumé file, a byte-order mark too', async () => {
  const text = readFileSync(FIXTURE, 'utf8');
  assert.is((await readText(text)).resume?.basics?.name, 'Priya Raman');
  assert.is((await readText(`\uFEFF${text}`)).resume?.basics?.name, 'Priya Raman');
});

test('should show a JSON syntax error where it is', async () => {
  // The frame's line before is read from the file, as for a slip in content.ts.
  const dir = mkdtempSync(path.join(tmpdir(), 'json-resume-'));
  const text = '{\n  "basics": {\n    "name": "Priya",\n  }\n}';
  writeFileSync(path.join(dir, 'resume.json'), text);
  const { problems } = await readJsonResume(text, path.join(dir, 'resume.json'), dir);
  assert.equal(problems, [
    'resume.json:4:3: not valid JSON: Expected double-quoted property name\n    3 |     "name": "Priya",\n    4 |   }\n      |   ^',
  ]);
  // V8 gives no position for this one: errorPosition finds it.
  writeFileSync(path.join(dir, 'resume.json'), '{\n  "work": [,]\n}');
  assert.equal((await readJsonResume('{\n  "work": [,]\n}', path.join(dir, 'resume.json'), dir)).problems, [
    'resume.json:2:12: not valid JSON: Unexpected token \',\'\n    1 | {\n    2 |   "work": [,]\n      |            ^',
  ]);
  rmSync(dir, { recursive: true });
});

test('should find where any broken JSON goes wrong, where V8 does not say', () => {
  const cases: [string, number][] = [['{"a": tru}', 9], ['{"a": [,]}', 7], ['{"a": 1} x', 9], ['{"a" 1}', 5], ['{"a": "x\n"}', 8], ['', 0], ['{"a": 01}', 7], ['{"a": "\\q"}', 8]];
  for (const [text, position] of cases) {
    assert.throws(() => JSON.parse(text));
    assert.is(errorPosition(text), position, text);
  }
});

test('should refuse an empty file, wrong types, a missing name and what is not an object', async () => {
  assert.match((await readText('')).problems?.[0] ?? '', /^resume\.json:1:1: not valid JSON: Unexpected end of JSON input/);
  assert.equal((await readText('{"basics": {"name": ["Priya"]}}')).problems, ['resume.json: $.basics.name must be a string (got ["Priya"])']);
  assert.equal((await readText('{"basics": {"label": "Engineer"}}')).problems, ['resume.json: $.basics.name is missing; the site is built around your name']);
  assert.equal((await readText('{"basics": {"name": " "}}')).problems, ['resume.json: $.basics.name must not be empty; the site is built around your name']);
  assert.equal((await readText('[]')).problems, ['resume.json: $ must be a JSON Resume object { "basics": … } (got a list)']);
});

test('the published resume.json should be valid against the official schema, with and without experience', async () => {
  assert.equal(await schemaProblems(jsonResume(content, '/')), []);
  assert.equal(await schemaProblems(jsonResume(withStory, '/portfolio/')), []);
  // An internationalised address is written as the URL parser spells it, which "uri" accepts.
  const idn: Content = { ...withStory, person: { ...withStory.person, siteUrl: 'https://łukasz.dev' } };
  assert.equal(await schemaProblems(jsonResume(idn, '/')), []);
  assert.is(jsonResume(idn, '/').basics?.url, 'https://xn--ukasz-j7a.dev/');
});

test('the published resume.json should carry the person, the jobs newest first, the studies, skills and projects', () => {
  const resume = jsonResume(withStory, '/');
  assert.equal([resume.basics?.name, resume.basics?.label, resume.basics?.email, resume.basics?.phone], ['Alex Carter', 'Frontend Developer with Node.js Backend Expertise', 'alex.carter@example.com', '+971 50 123 4567']);
  assert.match(resume.basics!.summary!, /^I am a frontend developer with over 5 years[\s\S]*\n\n[\s\S]*\n\n/);
  assert.equal(resume.basics?.location, { city: 'Dubai', region: 'UAE' });
  // Every profile, in the owner's order, named by its network as the site names it.
  assert.equal(resume.basics?.profiles?.map((p) => [p.network, p.url]), [['GitHub', 'https://github.com/example'], ['LinkedIn', 'https://www.linkedin.com/in/example']]);
  assert.equal(resume.work?.map((job) => [job.name, job.startDate, job.endDate]), [
    ['Northwind Labs', '2021-03', undefined],
    ['Contoso', '2018-06', '2021-02'],
    ['Fabrikam', '2016-09', '2018-05'],
  ]);
  assert.equal(resume.work?.[0]?.keywords, ['React', 'TypeScript', 'Storybook', 'Playwright']);
  assert.equal(resume.education?.map((s) => s.institution), ['University College London', 'University of Manchester']);
  assert.equal(resume.education?.[1], { institution: 'University of Manchester', url: 'https://www.manchester.ac.uk/', area: 'Computer Science', studyType: 'BSc', startDate: '2012', endDate: '2015' });
  assert.equal(resume.skills?.map((s) => s.name), ['Frontend', 'Backend', 'Tools and DevOps']);
  assert.equal(resume.projects?.map((p) => p.name), ['Coffee Connoisseur', 'Meme Generator', 'FotoFlix', 'Grocery Bud', 'WordSpeed Analyzer', 'Pacman Game']);
  assert.is(resume.meta?.canonical, 'https://portfolio.example.com/resume.json');
  assert.equal(jsonResume({ ...content, experience: undefined }, '/').work, [], 'no experience: an empty list');
});

test('should split a place at its first comma and name a profile\'s user', () => {
  assert.equal(placeOf('Dubai, UAE'), { city: 'Dubai', region: 'UAE' });
  assert.equal(placeOf('San Francisco, CA, USA'), { city: 'San Francisco', region: 'CA, USA' });
  assert.equal(placeOf('Remote'), { city: 'Remote' });
  assert.is(userName('https://www.linkedin.com/in/priya-raman/'), 'priya-raman');
  assert.is(userName('https://medium.com/@example'), 'example');
});

test.run();
