// A cache the build cannot write is the machine's problem, said in one line: not a stack, and
// never blamed on the owner's pictures (a picture's facts are cached as it is checked).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildError } from '../../src/builder/build-error';
import { cacheFile } from '../../src/builder/output-cache';

const test = suite('cache errors');

test('should say which folder the build cannot write its cache in, and what to do', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cache-'));
  writeFileSync(path.join(dir, 'a-file'), '');
  const folder = path.join(dir, 'a-file', 'images');
  try {
    await cacheFile(path.join(folder, 'facts.json'), Buffer.from('{}'));
    assert.unreachable('the write succeeded');
  } catch (error) {
    assert.instance(error, BuildError);
    assert.is((error as Error).message, `the build cannot write its cache in ${folder} (ENOTDIR): make that folder writable, or set IMAGE_CACHE_DIR to one that is`);
  }
});

test.run();
