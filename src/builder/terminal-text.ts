// Text from an owner's file, made safe to print: a terminal acts on escape sequences and control
// characters (retitle, clear) and reorders bidi overrides, so a name could rewrite what the owner reads.

import { stripVTControlCharacters } from 'node:util';

// C0 and C1 controls (ESC and U+009B among them) and the bidi embeddings, overrides and isolates.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** One line of text with every escape sequence (Node's own reading of them) and control character taken out. */
export function terminalText(text: string): string {
  return stripVTControlCharacters(text).replace(UNPRINTABLE, '');
}

/** A message of several lines, each made safe, its line breaks kept. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}
