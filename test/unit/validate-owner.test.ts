// Content mistakes an owner makes are refused with one line naming the
// entry and the field (src/builder/validate-text.ts, validate-person.ts, validate.ts), and
// optional contact details may be left out.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inspectAsset } from '../../src/builder/asset-file';
import { PHONE_DIGITS } from '../../src/builder/validate-person';
import { MAX_NAME_LENGTH, MAX_TITLE_LENGTH, MAX_WORD_LENGTH } from '../../src/builder/validate-text';
import type { Content } from '../../src/content/types';
import { allImages, edit, errorsOf, post, project, type Draft } from './content-draft';

const only = (change: (draft: Draft<Content>) => void) => errorsOf(edit(change));

const test = suite('validateContent :: the owner\'s texts, contact details and résumé');

test('half a character (it would break hydration on every page), control characters and bidirectional overrides (they show text in another order), each in one line', () => {
  const errors = only((d) => {
    d.person.name = 'Ana \ud83d Silva';
    d.projects[1]!.title = 'Rocket \ude80';
    d.posts[2]!.excerpt = 'Ring\u0007 the bell';
    d.projects[0]!.description = 'Two\nlines';
    d.labels.blog.read = 'Read\ton {platform}';
    d.message.body = 'Hi,\n\nLet us talk.'; // line breaks are allowed in the mail body alone
    d.person.location = 'Dubai \u202eEAU';
    d.skillGroups[0]!.skills[1] = '\u2066TypeScript\u2069';
  });
  assert.equal([...errors].sort(), [
    'person: name has half a character (a lone surrogate, U+D83D) at character 5; write the whole character or remove it',
    `projects[1] "Rocket \\ude80": title has half a character (a lone surrogate, U+DE80) at character 8; write the whole character or remove it`,
    'labels: blog.read has the control character U+0009 at character 5 (a line break or tab, or an invisible one); remove it',
    `${project(0)}: description has the control character U+000A at character 4 (a line break or tab, or an invisible one); remove it`,
    `${post(2)}: excerpt has the control character U+0007 at character 5 (a line break or tab, or an invisible one); remove it`,
    'person: location has the invisible bidirectional control U+202E at character 7, which changes the order text is shown in; remove it',
    `skillGroups[0] ${JSON.stringify(edit(() => {}).skillGroups[0]!.title)}: skills[1] has the invisible bidirectional control U+2066 at character 1, which changes the order text is shown in; remove it`,
  ].sort());
  assert.equal(only((d) => Object.assign(d.person, { name: 'Ana Silva 🚀', location: 'دبي، الإمارات' })), [], 'a whole emoji, right-to-left letters themselves');
});

test('a name or title too long for the social card and the résumé', () => {
  const name = 'N'.repeat(MAX_NAME_LENGTH);
  const title = 'T'.repeat(MAX_TITLE_LENGTH);
  assert.equal(only((d) => Object.assign(d.person, { name, title })), [], 'at the limits');
  assert.equal(only((d) => Object.assign(d.person, { name: `${name}🙂`, title: `${title}x` })), [
    `person: name is ${MAX_NAME_LENGTH + 1} characters long; at most ${MAX_NAME_LENGTH} fit the social card and the résumé (MAX_NAME_LENGTH in src/builder/validate-text.ts), so shorten it`,
    `person: title is ${MAX_TITLE_LENGTH + 1} characters long; at most ${MAX_TITLE_LENGTH} fit the social card and the résumé (MAX_TITLE_LENGTH in src/builder/validate-text.ts), so shorten it`,
  ]);
  assert.is(only((d) => void (d.person.name = 'x'.repeat(10_000))).length, 1, 'one line for a 10,000-character name');
});

test('a word too long for the résumé to lay out, in any text', () => {
  const word = 'w'.repeat(MAX_WORD_LENGTH);
  assert.equal(only((d) => void (d.projects[0]!.description = `A ${word} word`)), [], 'at the limit');
  // Chinese and Japanese break between characters: a long sentence without spaces is no long word.
  assert.equal(only((d) => void (d.projects[0]!.description = '日本語の文章です。'.repeat(500))), []);
  // CPU time, not wall time: a machine busy with other work stretches the second, not the first.
  const started = process.cpuUsage();
  const errors = only((d) => {
    d.projects[0]!.description = `A ${'x'.repeat(1_000_000)} word`;
    d.person.bio[1] = `${word}y`;
  });
  assert.equal(errors, [
    `person: bio[1] has ${MAX_WORD_LENGTH + 1} characters without a space at character 1; a word may have at most ${MAX_WORD_LENGTH} (MAX_WORD_LENGTH in src/builder/validate-text.ts): add spaces or shorten it`,
    `${project(0)}: description has 1000000 characters without a space at character 3; a word may have at most ${MAX_WORD_LENGTH} (MAX_WORD_LENGTH in src/builder/validate-text.ts): add spaces or shorten it`,
  ]);
  const { user, system } = process.cpuUsage(started);
  assert.ok((user + system) / 1000 < 2000, `checked in ${Math.round((user + system) / 1000)} ms of CPU`);
});

test('an email with a character that breaks the Send Message link', () => {
  for (const [email, what] of [['me?cc=x@jane.dev', '"?"'], ['a&b@jane.dev', '"&"'], ['jane @jane.dev', 'a space'], ['jane#1@jane.dev', '"#"']]) {
    assert.equal(only((d) => void (d.person.email = email!)), [`person: email has ${what} in it, which would break the Send Message link (mailto:); write the address alone (got ${JSON.stringify(email)})`]);
  }
  assert.equal(only((d) => void (d.person.email = 'jane@localhost')), ['person: email must be an email address such as "you@example.com" (got "jane@localhost")']);
  for (const email of ['jane.o\'neil+site@jane.dev', 'łukasz@dvořák.cz', 'a_b-c@mail.co.uk']) assert.equal(only((d) => void (d.person.email = email)), [], email);
});

test('a phone that is not a phone number, and none at all', () => {
  const example = 'such as "+971 50 123 4567"';
  assert.equal(only((d) => void (d.person.phone = 'call me')), [`person: phone must be a phone number written with digits, spaces, "+", "-", "." and "()", ${example} (got "call me")`]);
  assert.equal(only((d) => void (d.person.phone = '12 34 56')), [`person: phone has 6 digits; a phone number with its country code has ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} (E.164), ${example} (got "12 34 56")`]);
  assert.match(only((d) => void (d.person.phone = '+1 234 567 890 123 456'))[0]!, /^person: phone has 16 digits/);
  assert.match(only((d) => void (d.person.phone = '050 + 123 4567'))[0]!, /^person: phone must be a phone number written with digits/, '"+" only first');
  assert.equal(only((d) => void (d.person.phone = '')), ['person: phone must not be empty; delete the line to show no phone (got "")']);
  for (const phone of ['+44 (20) 7946-0958', '+1.415.555.0100', '0501234567']) assert.equal(only((d) => void (d.person.phone = phone)), [], phone);
  assert.equal(only((d) => { delete d.person.phone; delete d.person.location; }), [], 'no phone, no location');
  assert.equal(only((d) => void (d.person.location = ' ')), ['person: location must not be empty (got " ")']);
});

test('profiles that are not https: addresses, repeat, or name an unknown network', () => {
  const errors = only((d) => {
    d.person.profiles = ['https://gitlab.com/jane', 'gitlab.com/jane', 'https://gitlab.com/jane', { url: 'https://x.example/me', network: 'myspace' as 'x' }];
  });
  assert.equal(errors, [
    'person: profiles[1] must be an https: URL (got "gitlab.com/jane")',
    'person: profiles[2] repeats profiles[0]; list each profile once',
    'person: profiles[3].network must be one of github, gitlab, linkedin, x, bluesky, mastodon, stackoverflow, youtube, dev, medium, hashnode, substack, dribbble, behance, codepen, website (got "myspace")',
  ]);
  assert.equal(only((d) => void (d.person.profiles = [])), [], 'no profiles: the email link alone');
});

test('a portrait: optional, and when named, an existing picture of a format the build reads', () => {
  const only = (portrait: string | undefined, exists = true) => errorsOf(edit((d) => void (d.person.portrait = portrait)), { imageExists: (name) => exists || name !== portrait });
  assert.equal(only(undefined), [], 'no portrait');
  assert.equal(only('me.jpg'), []);
  assert.equal(only('me.jpg', false), ['person: portrait names an image that does not exist: src/assets/me.jpg']);
  assert.equal(only('me.svg'), ['person: portrait must be a PNG, JPG, WebP, AVIF, GIF or TIFF image (got "me.svg")']);
  assert.equal(only(''), ['person: portrait must not be empty (got "")']);
});

test('a résumé reached through a symbolic link, or one that is not a PDF', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  try {
    const outside = path.join(dir, 'outside.pdf');
    writeFileSync(outside, '%PDF-1.7\n');
    const assets = path.join(dir, 'assets');
    mkdirSync(path.join(assets, 'docs'), { recursive: true });
    writeFileSync(path.join(assets, 'cv.pdf'), '%PDF-1.4\n%âãÏÓ\n');
    writeFileSync(path.join(assets, 'cv.docx'), 'PK\u0003\u0004 a Word file');
    symlinkSync(outside, path.join(assets, 'linked.pdf'));
    symlinkSync(path.join(assets, 'docs'), path.join(assets, 'folder'));
    writeFileSync(path.join(assets, 'docs', 'cv.pdf'), '%PDF-1.5\n');
    const check = (resumeFile: string) => errorsOf(edit((d) => void (d.resumeFile = resumeFile)), { ...allImages, inspectAsset: (name) => inspectAsset(assets, name) });
    assert.equal(check('cv.pdf'), []);
    assert.equal(check('docs/cv.pdf'), []);
    const linked = 'is reached through a symbolic link, which the build would follow out of the project; copy the PDF itself into src/assets/';
    assert.equal(check('linked.pdf'), [`resumeFile src/assets/linked.pdf ${linked}`]);
    assert.equal(check('folder/cv.pdf'), [`resumeFile src/assets/folder/cv.pdf ${linked}`], 'a linked folder on the way');
    assert.equal(check('cv.docx'), ['resumeFile src/assets/cv.docx is not a PDF (it does not begin with "%PDF-"); export or print it as PDF']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('should say every problem on a line of its own', () => {
  const errors = only((d) => {
    d.person.name = 'A\nB \u202e';
    d.person.email = 'x y';
    d.person.phone = '1';
    d.posts[0]!.title = '\ud800';
  });
  assert.ok(errors.length >= 4, errors.join('\n'));
  for (const error of errors) assert.not.match(error, /[\n\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/, error);
});

test.run();
