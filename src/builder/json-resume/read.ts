// Reading the owner's JSON Resume: JSON, valid against the official schema (schema.ts), with a
// name. Every problem is one line; a JSON syntax error is shown where it is (code-frame.ts).

import path from 'node:path';
import { codeFrame } from '../code-frame';
import { schemaProblems } from './schema';
import type { JsonResume } from './types';

export type ReadResult = { resume: JsonResume; problems?: undefined } | { resume?: undefined; problems: string[] };

/** The JSON Resume in `text`, or every problem that keeps it from being imported; paths from `root`. */
export async function readJsonResume(text: string, file: string, root: string): Promise<ReadResult> {
  const shown = path.relative(root, file);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, '')); // a byte-order mark, as some Windows editors write
  } catch (error) {
    return { problems: [syntaxMessage((error as Error).message, text, file, root)] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { problems: [`${shown}: $ must be a JSON Resume object { "basics": … } (got ${Array.isArray(value) ? 'a list' : JSON.stringify(value)})`] };
  }
  const problems = (await schemaProblems(value)).map((problem) => `${shown}: ${problem}`);
  const { basics } = value as JsonResume;
  // The schema requires nothing; the site is built around a name (title, résumé, social card).
  const name: unknown = basics && typeof basics === 'object' ? basics.name : undefined;
  if (name === undefined) problems.push(`${shown}: $.basics.name is missing; the site is built around your name`);
  else if (typeof name === 'string' && !name.trim()) problems.push(`${shown}: $.basics.name must not be empty; the site is built around your name`);
  return problems.length ? { problems } : { resume: value as JsonResume };
}

/** A JSON syntax error as file:line:column and the lines around it, in the parser's words. */
function syntaxMessage(message: string, text: string, file: string, root: string): string {
  // V8 gives a position for some errors ("… in JSON at position 11") and a snippet for others.
  const reason = `not valid JSON: ${message.replace(/ (?:in JSON )?at position \d+.*$/s, '').replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, '')}`;
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? errorPosition(text));
  const before = text.slice(0, position).split(/\r?\n/);
  const line = before.length;
  const lineText = text.split(/\r?\n/)[line - 1] ?? '';
  return codeFrame(reason, { file, line, column: Buffer.byteLength(before.at(-1) ?? ''), lineText }, root);
}

/** Where JSON text JSON.parse refused first goes wrong, read by JSON's grammar (RFC 8259). */
export function errorPosition(text: string): number {
  let at = 0;
  const space = () => {
    while (/[ \t\n\r]/.test(text[at] ?? '')) at++;
  };
  const expect = (literal: string) => {
    for (const char of literal) {
      if (text[at] !== char) throw at;
      at++;
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at++;
      space();
      if (text[at] === close) return void at++;
      for (;;) {
        if (close === '}') {
          space();
          if (text[at] !== '"') throw at;
          value();
          space();
          expect(':');
        }
        value();
        space();
        if (text[at] === ',') at++;
        else return expect(close);
      }
    }
    if (char === '"') {
      at++;
      while (text[at] !== '"') {
        if (at >= text.length || /[\u0000-\u001f]/.test(text[at]!)) throw at;
        if (text[at] === '\\') {
          at++;
          if (text[at] === 'u' ? !/^u[0-9a-fA-F]{4}/.test(text.slice(at, at + 5)) : !/["\\/bfnrt]/.test(text[at] ?? '')) throw at;
        }
        at++;
      }
      return void at++;
    }
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at))?.[0];
    if (number) return void (at += number.length);
    const literal = ['true', 'false', 'null'].find((word) => word[0] === char);
    if (!literal) throw at;
    expect(literal);
  };
  try {
    value();
    space();
    return at; // something after the value
  } catch (position) {
    return position as number;
  }
}
