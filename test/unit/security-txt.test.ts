// security.txt (RFC 9116), when the owner asks for it: where to report a flaw (their email),
// an Expires less than a year after the build, the site's language and the file's own address.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSiteFiles } from '../../src/builder/documents';
import { validateContent } from '../../src/builder/validate';
import type { Content } from '../../src/content/types';
import { content } from '../fixtures/sample/content';

const test = suite('security.txt');
const NOW = new Date('2031-02-28T22:30:00Z');

test('should name the email, expire 364 days after the build day, and say its language and address', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-'));
  await buildSiteFiles(dir, { ...content, locale: 'pt-BR', securityTxt: true }, '/portfolio/', NOW);
  assert.is(
    readFileSync(path.join(dir, '.well-known', 'security.txt'), 'utf8'),
    [
      'Contact: mailto:alex.carter@example.com',
      'Expires: 2032-02-27T00:00:00.000Z',
      'Preferred-Languages: pt',
      'Canonical: https://portfolio.example.com/portfolio/.well-known/security.txt',
      '',
    ].join('\n'),
  );
});

test('should write none unless asked, and refuse a value that is not true or false', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-'));
  await buildSiteFiles(dir, content, '/', NOW);
  assert.throws(() => readFileSync(path.join(dir, '.well-known', 'security.txt')));
  const problems = validateContent({ ...content, securityTxt: 'yes' } as unknown as Content, { imageExists: () => true }).filter((line) => line.includes('securityTxt'));
  assert.equal(problems, ['content: securityTxt must be true, false or left out (got "yes")']);
});

test.run();
