// A Bluesky handle that is the owner's domain: the content names the account's DID and the
// build writes it to /.well-known/atproto-did, the DID alone, which every host serves as text.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nginxConfig } from '../../src/builder/deploy-configs';
import { buildSiteFiles } from '../../src/builder/documents';
import { validateContent } from '../../src/builder/validate';
import { contentTypeOf, formatHeadersFile, headerRules } from '../../src/server/headers';
import type { Content } from '../../src/content/types';
import { content } from '../fixtures/sample/content';

const test = suite('bluesky handle');
const DID = 'did:plc:ewvi7nxzyoun6zhxrhs64oiz';
const withDid = (blueskyDid: unknown) => ({ ...content, person: { ...content.person, blueskyDid } }) as Content;

test('should write the DID alone, with no line break, at /.well-known/atproto-did, and nothing without one', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'did-'));
  await buildSiteFiles(dir, withDid(DID), '/', new Date('2031-05-01T12:00:00Z'));
  assert.is(readFileSync(path.join(dir, '.well-known', 'atproto-did'), 'utf8'), DID);
  const none = mkdtempSync(path.join(tmpdir(), 'did-'));
  await buildSiteFiles(none, content, '/', new Date('2031-05-01T12:00:00Z'));
  assert.throws(() => readFileSync(path.join(none, '.well-known', 'atproto-did')));
});

test('should serve it as plain text from npm start, _headers and nginx', () => {
  assert.is(contentTypeOf('.well-known/atproto-did'), 'text/plain; charset=utf-8');
  const rules = headerRules({ scriptHashes: [], styleHashes: [], basePath: '/' });
  assert.match(formatHeadersFile(rules), /\/\.well-known\/atproto-did\n {2}Content-Type: text\/plain; charset=utf-8/);
  assert.match(nginxConfig({ rules, basePath: '/' }), /location = \/\.well-known\/atproto-did \{\n {4}types \{ \}\n {4}default_type text\/plain;/);
});

test('should refuse what is not a Bluesky account DID, naming the field', () => {
  const problems = (did: unknown) => validateContent(withDid(did), { imageExists: () => true }).filter((line) => line.includes('blueskyDid'));
  assert.equal(problems(DID), []);
  assert.equal(problems('did:web:jane.example'), []);
  for (const bad of ['@jane.bsky.social', 'did:plc:short', 'did:key:z6Mk']) {
    assert.equal(problems(bad), [`person: blueskyDid must be your account's DID as Bluesky shows it, such as "did:plc:ewvi7nxzyoun6zhxrhs64oiz" (got ${JSON.stringify(bad)})`], bad);
  }
});

test.run();
