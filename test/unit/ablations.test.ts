// `npm run bench -- --ablate` takes each first-paint piece out of a copy of the project by exact
// text replacements (bench/ablations.mjs), and stops when one no longer matches. Checked here
// so that a change to the code it edits fails the tests, not the next measurement weeks later.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PIECES } from '../../bench/ablations.mjs';
import { ROOT } from '../helpers/env';

const ablations = suite('bench :: ablations');

ablations('should find each removal once, in the file it edits', () => {
  for (const piece of PIECES) {
    for (const [file, find] of piece.edits) {
      const count = readFileSync(path.join(ROOT, file), 'utf8').split(find).length - 1;
      assert.is(count, 1, `${piece.name}: ${JSON.stringify(find)} in ${file}`);
    }
  }
});

ablations.run();
