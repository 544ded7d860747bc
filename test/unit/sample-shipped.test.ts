// What this repository ships in src/content/ and src/assets/ is the sample the product's tests
// run on (test/fixtures/sample/), byte for byte: one sample, not two copies drifting apart.
// It runs in this repository's own CI (.ci/run sets CHECK_SHIPPED_SAMPLE), not in an owner's
// clone, where src/content/ and src/assets/ are the owner's own.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listFiles } from '../../src/builder/output-cache';
import { ROOT } from '../helpers/env';

const SAMPLE = path.join(ROOT, 'test', 'fixtures', 'sample');
const shipped = suite('the shipped sample');

if (process.env.CHECK_SHIPPED_SAMPLE) {
  shipped('should ship the sample\'s content and pictures exactly, and no posts beside them', async () => {
    assert.ok(readFileSync(path.join(ROOT, 'src', 'content', 'content.ts')).equals(readFileSync(path.join(SAMPLE, 'content.ts'))), 'src/content/content.ts differs from test/fixtures/sample/content.ts');
    const pictures = await listFiles(path.join(SAMPLE, 'assets'));
    assert.equal(await listFiles(path.join(ROOT, 'src', 'assets')), pictures, 'src/assets/ holds other files than test/fixtures/sample/assets/');
    for (const file of pictures) {
      assert.ok(readFileSync(path.join(ROOT, 'src', 'assets', file)).equals(readFileSync(path.join(SAMPLE, 'assets', file))), `src/assets/${file} differs from the sample's`);
    }
    for (const owners of ['synced-posts.json', 'posts']) assert.not.ok(existsSync(path.join(ROOT, 'src', 'content', owners)), `src/content/${owners} is an owner's, not the sample's`);
  });
}

shipped.run();
