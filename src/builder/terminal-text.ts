// Text from an owner's file, made safe to print in their terminal. A terminal acts on escape
// sequences and control characters instead of showing them (ESC ] 0 ; … BEL retitles the
// window, ESC [ 2 J clears the screen, ESC c resets it, U+009B is an escape of its own), and
// shows text between bidirectional overrides in another order than it is written, so a name in
// a résumé or a file's name could rewrite what the owner reads. Whatever a command prints that
// came from a file (npm run import-resume's report and errors; posts:sync's may too) goes
// through here.

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
