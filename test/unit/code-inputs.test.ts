// What each cached build output's code is made of (src/builder/code-inputs.ts): the résumé and
// the social card are redrawn when their own code changes, and only then.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeInputs, type ImportGraph } from '../../src/builder/code-inputs';
import { ROOT } from '../helpers/env';

const graph: ImportGraph = {
  inputs: {
    'a.ts': { imports: [{ path: 'b.ts' }, { path: 'pdfkit/js/pdfkit.standalone', external: true }, { path: 'node:fs', external: true }] },
    'b.ts': { imports: [{ path: 'a.ts' }, { path: '@scope/pkg/sub', external: true }] },
    'c.ts': { imports: [{ path: 'a.ts' }] },
  },
};

const inputs = suite('codeInputs');

inputs('should follow imports (cycles too) and name each package once, without node built-ins', () => {
  assert.equal(codeInputs(graph, 'a.ts'), { files: ['a.ts', 'b.ts'], packages: ['@scope/pkg', 'pdfkit'] });
});

inputs('should leave out the files that import the entry', () => {
  assert.not.ok(codeInputs(graph, 'b.ts').files.includes('c.ts'));
});

inputs('should refuse an entry that is not in the bundle', () => {
  assert.throws(() => codeInputs(graph, 'd.ts'), /d\.ts is not part of the bundle/);
});

inputs("should give the real résumé and social card their own modules, and no page or stylesheet", async () => {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/builder/tools.ts')],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: path.join(ROOT, '.cache', 'code-inputs-test'),
  });
  const resume = codeInputs(result.metafile, 'src/builder/resume/resume.ts');
  assert.ok(resume.files.includes('src/builder/resume/pdf.ts'), resume.files.join(', '));
  assert.ok(resume.packages.includes('pdfkit'), resume.packages.join(', '));
  const card = codeInputs(result.metafile, 'src/builder/social-card.ts');
  assert.ok(card.packages.includes('sharp'), card.packages.join(', '));
  for (const { files } of [resume, card]) {
    assert.equal(files.filter((file) => /\.css$|^src\/app\/(pages|sections)\/|^src\/server\//.test(file)), []);
  }
});

inputs.run();
