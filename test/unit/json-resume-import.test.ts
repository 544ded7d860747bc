// A JSON Resume made into the content module. What maps is placed, the rest of the
// current content is kept, and the report says one line each what found no place and what
// the owner must still write; the module written is the content, exactly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newestJobsFirst, newestStudiesFirst } from '../../src/prerendered/experience/order';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { jsonResume } from '../../src/builder/json-resume/export';
import { contentFromJsonResume } from '../../src/builder/json-resume/import';
import { contentModuleProblem } from '../../src/builder/json-resume/module-check';
import { contentModuleSource, quote } from '../../src/builder/json-resume/module-source';
import type { JsonResume } from '../../src/builder/json-resume/types';
import { validateContent } from '../../src/builder/validate';
import { ROOT } from '../helpers/env';
import { STORY } from '../fixtures/story';

const FIXTURE: JsonResume = JSON.parse(readFileSync(path.join(ROOT, 'test', 'fixtures', 'json-resume', 'priya-raman.resume.json'), 'utf8'));
const TODAY = '2025-06-01';
const imported = (resume: JsonResume, current: Content = content) => contentFromJsonResume(resume, current, { today: TODAY });
const basics = (change: object): JsonResume => ({ ...FIXTURE, basics: { ...FIXTURE.basics, ...change } });

const test = suite('JSON Resume import');

test('should make basics.url the site\'s address only in place of the sample\'s, and say so; an owner\'s own address stays', () => {
  const first = imported(FIXTURE);
  assert.is(first.content.person.siteUrl, 'https://priyaraman.dev');
  assert.ok(first.report.toWrite.some((line) => line.startsWith('person.siteUrl: now "https://priyaraman.dev" from $.basics.url, the address this site is deployed at; if it lives elsewhere')), first.report.toWrite.join('\n'));
  // An owner whose site is on GitHub Pages, with their blog's address in the résumé.
  const owner: Content = { ...content, person: { ...content.person, siteUrl: 'https://priya.github.io/portfolio' } };
  const again = imported(basics({ url: 'https://blog.priyaraman.dev' }), owner);
  assert.is(again.content.person.siteUrl, 'https://priya.github.io/portfolio');
  assert.equal(again.content.person.profiles?.at(-1), 'https://blog.priyaraman.dev', 'linked as another site of theirs');
  assert.ok(again.report.placed.includes('$.basics.url -> person.profiles, a link to your other site; person.siteUrl stays "https://priya.github.io/portfolio", the address this site is deployed at (change it in content.ts if this site moves to "https://blog.priyaraman.dev")'), again.report.placed.join('\n'));
  const same = imported(basics({ url: 'https://priya.github.io/portfolio' }), owner);
  assert.equal(same.content.person.profiles, ['https://github.com/priyaraman', 'https://www.linkedin.com/in/priya-raman', 'https://hachyderm.io/@priya'], 'its own address is no profile');
});

test('should place the basics, every job, study, skill group and project of a real-world file', () => {
  const { content: made } = imported(FIXTURE);
  const { person } = made;
  assert.equal(
    [person.name, person.title, person.email, person.phone, person.location, person.siteUrl],
    ['Priya Raman', 'Senior Frontend Engineer', 'priya@priyaraman.dev', '+44 20 7946 0958', 'London, England', 'https://priyaraman.dev'],
  );
  // Every network, in the file's order: hachyderm.io is a Mastodon server the site knows by its host.
  assert.equal(person.profiles, ['https://github.com/priyaraman', 'https://www.linkedin.com/in/priya-raman', 'https://hachyderm.io/@priya']);
  assert.equal(made.experience?.map((job) => [job.company, job.role, job.start, job.end]), [
    ['Monzo', 'Senior Frontend Engineer', '2021-03', undefined],
    ['Deliveroo', 'Frontend Engineer', '2018-06', '2021-02'],
    ['Zopa', 'Full-Stack Developer', '2016-09', '2018-05'],
    ['Thoughtbot', 'Web Developer Intern', '2015-06', '2015-09'],
  ]);
  assert.equal(made.experience?.[0]?.technologies, ['React', 'TypeScript', 'Storybook', 'Playwright']);
  assert.equal(made.education, [
    { institution: 'University College London', degree: 'MSc', area: 'Computer Science', startYear: 2015, endYear: 2016, url: 'https://www.ucl.ac.uk' },
    { institution: 'University of Manchester', degree: 'BSc', area: 'Computer Science', startYear: 2012, endYear: 2015, url: 'https://www.manchester.ac.uk' },
  ]);
  assert.equal(made.skillGroups.map((group) => group.title), ['Frontend', 'Backend', 'Testing']);
  assert.equal(made.projects.map((p) => [p.title, p.codeUrl, p.liveUrl]), [
    ['a11y-tokens', 'https://github.com/priyaraman/a11y-tokens', 'https://github.com/priyaraman/a11y-tokens'],
    ['Slow Phone Lab', '#', 'https://slowphonelab.priyaraman.dev'],
  ]);
  // Kept: the interface's words and the posts; the greeting follows the new name.
  assert.is(made.labels, content.labels);
  assert.is(made.posts, content.posts);
  assert.ok(made.message.body.startsWith('Hi Priya,\n\n'), made.message.body);
  // Greeted as written, "$" patterns and all: in a replacement string "$'" and "$&" stand for parts of the text replaced.
  assert.is(imported(basics({ name: "Jo$'$&$$e O'Brien" })).content.message.body, "Hi Jo$'$&$$e,\n\nI came across your portfolio and would like to talk about working together.\n\nBest regards,");
  assert.is(made.updatedAt, TODAY);
  assert.equal(validateContent(made, { imageExists: () => true }), []);
});

test('should report one line each what found no place and what is still the owner\'s to write', () => {
  const { report } = imported(FIXTURE);
  for (const line of [
    '$.awards: 1 entry; the site has no place for awards',
    '$.languages: 2 entries; the site has no place for languages',
    '$.skills[0,1].level: the site shows no skill levels',
    '$.education[0].score: the site shows no grades',
  ]) assert.ok(report.unplaced.includes(line), `${line}\nin\n${report.unplaced.join('\n')}`);
  assert.ok(report.toWrite.some((line) => line.startsWith('person.bio: the summary is 1 paragraph and About shows three')), report.toWrite.join('\n'));
  assert.ok(report.toWrite.some((line) => line.startsWith('person.intro: ')), 'the sentences in the owner\'s voice');
  assert.ok(report.toWrite.some((line) => line.startsWith('projects "Slow Phone Lab": imageUrl: no screenshot in the file')));
  assert.ok(report.placed.includes('$.basics.profiles[2] (Mastodon) -> person.profiles[2], shown as Mastodon'), report.placed.join('\n'));
  assert.ok(report.placed.includes('$.work: 4 jobs -> experience'), report.placed.join('\n'));
  for (const line of [...report.placed, ...report.unplaced, ...report.toWrite]) assert.not.match(line, /\n/);
});

test('should make the summary About\'s three paragraphs', () => {
  const three = 'One.\n\nTwo.\n\nThree.';
  assert.equal(imported(basics({ summary: three })).content.person.bio, ['One.', 'Two.', 'Three.']);
  assert.equal(imported(basics({ summary: 'One.\n\nTwo.\n\nThree.\n\nFour.' })).content.person.bio, ['One.', 'Two.', 'Three. Four.']);
  assert.equal(imported(basics({ summary: 'A b. C d! E f? G h.' })).content.person.bio, ['A b. C d!', 'E f?', 'G h.']);
  // Fewer sentences than paragraphs: the rest keeps the current text, and the report says so.
  const { content: short } = imported(basics({ summary: 'Only one sentence.' }));
  assert.equal(short.person.bio, ['Only one sentence.', content.person.bio[1], content.person.bio[2]]);
  const none = imported(basics({ summary: undefined }));
  assert.is(none.content.person.bio, content.person.bio);
  assert.ok(none.report.toWrite.some((line) => line.startsWith('person.bio: the file has no $.basics.summary')));
});

test('should keep what does not fit the site\'s rules, and say so', () => {
  const { content: made, report } = imported({
    ...basics({ phone: 'call me', url: 'https://jane.github.io/portfolio' }),
    work: [
      { name: 'Acme', position: 'Dev', startDate: '2019' },
      { name: 'NoStart', position: 'Dev' },
      { name: 'Backwards', position: 'Dev', startDate: '2020-05', endDate: '2019-01' },
    ],
    projects: [{ name: 'No address', description: 'x', keywords: ['y'] }],
  });
  // Phone is optional: one the site cannot dial is left out, not kept from the content it replaces.
  assert.is(made.person.phone, undefined);
  assert.ok(report.toWrite.some((line) => line.startsWith('person.phone: $.basics.phone must be a phone number written with digits')), report.toWrite.join('\n'));
  assert.is(made.person.siteUrl, 'https://jane.github.io/portfolio', 'a Pages project site: the path is the one the site is built at');
  assert.equal(made.experience?.map((job) => job.start), ['2019-01']);
  assert.ok(report.toWrite.includes('$.work[0].startDate: 2019 names no month; imported as January 2019 (2019-01): correct it'), report.toWrite.join('\n'));
  assert.ok(report.unplaced.some((line) => line.startsWith('$.work[1]: a job needs name, position and startDate')));
  assert.ok(report.unplaced.includes('$.work[2]: endDate 2019-01 is before startDate 2020-05; not imported'));
  assert.ok(report.unplaced.some((line) => line.startsWith('$.projects[0] "No address": a project card needs an https: url')));
  assert.is(made.projects, content.projects, 'no project could be a card: the current ones stay');
  assert.equal(validateContent(made, { imageExists: () => true }), []);
});

test('should make every profile with an https: address one of person.profiles, naming the network where the address does not', () => {
  const { content: made, report } = imported(basics({
    profiles: [
      { network: 'Twitter', url: 'https://twitter.com/priya' },
      { network: 'Mastodon', username: 'priya', url: 'https://social.example.org/users/priya' },
      { network: 'Keybase', url: 'https://keybase.io/priya' },
      { network: 'GitHub', username: 'priyaraman' },
      { network: 'GitHub', url: 'https://twitter.com/priya' },
    ],
  }));
  assert.equal(made.person.profiles, ['https://twitter.com/priya', { url: 'https://social.example.org/users/priya', network: 'mastodon' }, 'https://keybase.io/priya']);
  assert.ok(report.placed.includes('$.basics.profiles[1] (Mastodon) -> person.profiles[1], on mastodon (its address does not say)'), report.placed.join('\n'));
  assert.ok(report.placed.includes('$.basics.profiles[2] (Keybase) -> person.profiles[2], named by its host, keybase.io (the site has no icon for "Keybase")'), report.placed.join('\n'));
  assert.ok(report.unplaced.includes('$.basics.profiles[3] (GitHub): a profile is linked by its https: address, and its url is nothing; not imported: add the address to person.profiles'), report.unplaced.join('\n'));
  assert.ok(report.unplaced.includes('$.basics.profiles[4] (GitHub): the same address as an earlier profile; linked once'), report.unplaced.join('\n'));
  assert.equal(validateContent(made, { imageExists: () => true }), []);
});

test('should leave out the phone, the place and the profiles the file does not have, not keep the sample\'s, and say so', () => {
  const { content: made, report } = imported(basics({ phone: undefined, location: undefined, profiles: undefined }));
  assert.not.ok('phone' in made.person || 'location' in made.person, JSON.stringify(made.person));
  assert.equal(made.person.profiles, []);
  for (const start of ['person.phone: the file has no $.basics.phone; left out', 'person.location: the file has no $.basics.location', 'person.profiles: the file has no $.basics.profiles']) {
    assert.ok(report.toWrite.some((line) => line.startsWith(start)), `${start}\nin\n${report.toWrite.join('\n')}`);
  }
  assert.equal(validateContent(made, { imageExists: () => true }), []);
});

test('should read back what the site publishes: the same career, person and skills', () => {
  const owner: Content = { ...content, ...STORY };
  const { content: back } = imported(jsonResume(owner, '/'));
  // Addresses come back as the URL parser spells them ("https://contoso.example.org/").
  const spelled = <T extends { url?: string }>(entry: T): T => (entry.url ? { ...entry, url: new URL(entry.url).href } : entry);
  assert.equal(back.experience, newestJobsFirst(STORY.experience).map(spelled));
  assert.equal(back.education, newestStudiesFirst(STORY.education).map(spelled));
  assert.equal(back.person.bio, content.person.bio);
  assert.equal(back.skillGroups, content.skillGroups);
  assert.is(back.person.location, content.person.location);
  // Each address as the URL parser spells it ("https://you.example" comes back with its "/").
  const href = (profile: Content['person']['profiles'][number]) => new URL(typeof profile === 'string' ? profile : profile.url).href;
  assert.equal(back.person.profiles.map(href), content.person.profiles.map(href));
});

test('should write the content as data that reads back the same, the sample\'s greeting still derived from the name', async () => {
  const source = contentModuleSource(content, ['A header line.']);
  assert.match(source, /^\/\/ A header line\.\n\n/);
  assert.match(source, /import \{ firstName \} from '\.\/names';[\s\S]*body: `Hi \$\{firstName\(person\.name\)\},\\n\\n/);
  assert.is(await contentModuleProblem(source, content), null);
  assert.is(await contentModuleProblem(source, { ...content, updatedAt: '1999-01-01' }), 'does not read back as the content it was written from');
  // An owner's own greeting is written as it is.
  const own: Content = { ...content, message: { subject: 'Hello', body: 'Dear Dr. Carter,\n\nA `quote` and ${not a template}.' } };
  const ownSource = contentModuleSource(own, []);
  assert.is(await contentModuleProblem(ownSource, own), null);
  assert.not.match(ownSource, /firstName/);
});

test('should quote any text so that it reads back the same', () => {
  assert.is(quote("it's"), '"it\'s"');
  assert.is(quote('say "hi" it\'s'), '\'say "hi" it\\\'s\'');
  assert.is(quote('a\\b\nc\u2028'), "'a\\\\b\\nc\\u2028'");
});

// Every character that can end a comment, a string or a template, or that a UTF-8 file cannot hold.
const HOSTILE = ['line\nfeed', 'return\r', 'line\u2028separator', 'paragraph\u2029separator', 'ends */ a comment /*', 'tick ` and ${template}', "quote ' \" \\", 'lone \ud800 half'];

test('should keep each header line one comment line and each text one string, whatever it holds', async () => {
  const value: Content = {
    ...content,
    person: { ...content.person, title: HOSTILE.join(' | ') },
    message: { subject: HOSTILE.join(), body: `Hi Alex,${HOSTILE.join('\n')}` },
    // A key that an object literal would take for the prototype, unless it is written as a computed key.
    labels: JSON.parse(JSON.stringify(content.labels).replace(/^\{/, '{"__proto__":"a key",')),
  };
  const source = contentModuleSource(value, HOSTILE);
  const header = source.split('\n\n')[0]!.split('\n');
  assert.is(header.length, HOSTILE.length, header.join('\n'));
  for (const line of header) assert.match(line, /^\/\/ [^\u2028\u2029\r]*$/);
  assert.is(await contentModuleProblem(source, value), null);
});

test('the module check should refuse code, and never run it', async () => {
  const source = contentModuleSource(content, ['A header line.']);
  const ran = globalThis as { ranFromContentModule?: boolean };
  const code = [
    source.replace('// A header line.', '// A header line.\nglobalThis.ranFromContentModule = true;'),
    source.replace("import type { Content, Person } from './types';", "import type { Content, Person } from './types';\nimport { writeFileSync } from 'node:fs';"),
    source.replace("updatedAt: '", "updatedAt: (globalThis.ranFromContentModule = true) && '"),
    source.replace("updatedAt: '", "get updatedAt() { globalThis.ranFromContentModule = true; return '2025-05-20'; }, x: '"),
  ];
  for (const hostile of code) {
    const problem = (await contentModuleProblem(hostile, content)) ?? '';
    assert.match(problem, /^(holds code|imports|holds an object member)/, problem);
  }
  assert.is(ran.ranFromContentModule, undefined);
  assert.match((await contentModuleProblem(source.replace('// A header line.', '// A header\nline.'), content)) ?? '', /^does not parse \(line \d+: /);
  assert.match((await contentModuleProblem(source.replace('export const content: Content = {', 'export const content: Content = { __proto__: null,'), content)) ?? '', /^sets an object's prototype/);
});

test.run();
