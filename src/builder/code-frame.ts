// Mistakes in the source that stop the build before the content check can name them (esbuild's
// syntax errors, a word left without quotes), shown as file:line:column with a code frame.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** esbuild's errors as one message, each once (the two bundles share them), or null; paths from `root`. */
export function esbuildMessage(error: unknown, root: string): string | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || !errors.length) return null;
  const seen = new Set();
  const blocks = [];
  for (const { text, location } of errors) {
    const key = JSON.stringify([text, location]);
    if (seen.has(key)) continue;
    seen.add(key);
    blocks.push(location ? codeFrame(text, location, root) : text);
  }
  return blocks.join('\n\n');
}

/**
 * A word left without quotes (`location: Dubai,`) bundles fine and fails as a ReferenceError in
 * minified code: shown instead where a file in `contentDir` first uses it outside a string.
 */
export function unknownNameMessage(error: unknown, contentDir: string, root: string): string | null {
  const name = error instanceof ReferenceError ? /^(\S+) is not defined/.exec(error.message)?.[1] : undefined;
  if (!name) return null;
  const message = `${name} is not defined; text must be in quotes ('${name}')`;
  const use = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
  for (const entry of readdirSync(contentDir).filter((file) => /\.tsx?$/.test(file)).sort()) {
    const file = path.join(contentDir, entry);
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    for (const [index, lineText] of lines.entries()) {
      // Strings and line comments blanked out, so only code is searched.
      const code = lineText.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`|\/\/.*$/g, (match) => ' '.repeat(match.length));
      const at = use.exec(code);
      if (at) return codeFrame(message, { file, line: index + 1, column: Buffer.byteLength(lineText.slice(0, at.index)), lineText }, root);
    }
  }
  return `${message} (the prerender bundle failed to run: ${(error as Error).message})`;
}

/** "file:line:column: text" and the frame; esbuild's column is in UTF-8 bytes from 0, editors' characters from 1. */
export function codeFrame(text: string, { file, line, column, lineText }: { file: string; line: number; column: number; lineText: string }, root: string) {
  const absolute = path.resolve(file);
  const before = Buffer.from(lineText).subarray(0, column).toString();
  const previous = line > 1 && existsSync(absolute) ? readFileSync(absolute, 'utf8').split(/\r?\n/)[line - 2] : undefined;
  const gutter = (number?: number) => `${number ?? ''}`.padStart(String(line).length + 4) + ' | ';
  return [
    `${path.relative(root, absolute)}:${line}:${before.length + 1}: ${text}`,
    ...(previous === undefined ? [] : [`${gutter(line - 1)}${previous}`.trimEnd()]),
    `${gutter(line)}${lineText}`.trimEnd(),
    `${gutter()}${before.replace(/[^\t]/g, ' ')}^`,
  ].join('\n');
}
