// Syntax errors and unquoted words shown as an editor points at them (src/builder/code-frame.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as frames from '../../src/builder/code-frame';

const { codeFrame, esbuildMessage, unknownNameMessage } = frames;
let dir: string;
const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);

const frame = suite('code frames');
frame.before(() => void (dir = mkdtempSync(path.join(tmpdir(), 'code-frame-'))));
frame.after(() => rmSync(dir, { recursive: true, force: true }));

frame('should show the line before, the line and a caret under the column', () => {
  write('a.ts', "const person = {\n  phone: '1'\n  location: 'x',\n};\n");
  const text = codeFrame('Expected "}" but found "location"', { file: path.join(dir, 'a.ts'), line: 3, column: 2, lineText: "  location: 'x'," }, dir);
  assert.is(text, ['a.ts:3:3: Expected "}" but found "location"', "    2 |   phone: '1'", "    3 |   location: 'x',", '      |   ^'].join('\n'));
});

frame('should count characters, not esbuild\'s UTF-8 bytes, and keep tabs under tabs', () => {
  const lineText = "\tname: 'Zoë Ødegård' oops";
  write('b.ts', lineText);
  const column = Buffer.byteLength("\tname: 'Zoë Ødegård' ");
  const text = codeFrame('Expected ","', { file: path.join(dir, 'b.ts'), line: 1, column, lineText }, dir);
  const [head, line, caret] = text.split('\n');
  assert.is(head, `b.ts:1:${"\tname: 'Zoë Ødegård' ".length + 1}: Expected ","`, 'no line before line 1');
  assert.is(line, `    1 | ${lineText}`);
  assert.is(caret, `      | \t${' '.repeat("name: 'Zoë Ødegård' ".length)}^`);
});

frame('esbuildMessage should show each error once, though both bundles report it', () => {
  write('c.ts', 'let = 1;\n');
  const error = { text: 'Expected identifier but found "="', location: { file: path.join(dir, 'c.ts'), line: 1, column: 4, lineText: 'let = 1;' } };
  const message = esbuildMessage({ errors: [error, error] }, dir);
  assert.is(message, 'c.ts:1:5: Expected identifier but found "="\n    1 | let = 1;\n      |     ^');
});

frame('esbuildMessage should pass on what is not an esbuild failure', () => {
  assert.is(esbuildMessage(new Error('disk full'), dir), null);
  assert.is(esbuildMessage({ errors: [] }, dir), null);
});

frame('unknownNameMessage should point at the word used as code, not where it appears in a string or comment', () => {
  write('content.ts', "// Dubai is where I live\nconst person = {\n  title: 'Dubai based',\n  location: Dubai,\n};\n");
  const message = unknownNameMessage(new ReferenceError('Dubai is not defined'), dir, dir);
  assert.is(message, ["content.ts:4:13: Dubai is not defined; text must be in quotes ('Dubai')", "    3 |   title: 'Dubai based',", '    4 |   location: Dubai,', '      |             ^'].join('\n'));
});

frame('unknownNameMessage should say what is wrong without a frame when the word is not in the content, and ignore other errors', () => {
  write('content.ts', "export const x = 'y';\n");
  assert.match(unknownNameMessage(new ReferenceError('Elsewhere is not defined'), dir, dir) ?? '', /^Elsewhere is not defined; text must be in quotes/);
  assert.is(unknownNameMessage(new TypeError('x is not a function'), dir, dir), null);
});

frame.run();
