import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { terminalLines, terminalText } from '../../src/builder/terminal-text';

const text = suite('terminalText');

text('should take out what a terminal acts on, and keep the words', () => {
  const cases: [string, string][] = [
    ['Git\u001b]0;pwned\u0007Hub', 'GitHub'], // retitles the window
    ['a\u001b]2;title\u001b\\b', 'ab'], // the same, ended by ESC \
    ['a\u001b[2J\u001b[Hb', 'ab'], // clears the screen
    ['a\u001bcb', 'ab'], // resets the terminal
    ['a\u009b31mb', 'ab'], // the one-character CSI
    ['a\u001b[38;5;1mred\u001b[0m', 'ared'],
    ['line\nfeed\rreturn\u0007bell\u0000', 'linefeedreturnbell'],
    ['abc\u202egpj.exe', 'abcgpj.exe'], // an override that shows the name reversed
    ['Łukasz محمد 王小明 🚀', 'Łukasz محمد 王小明 🚀'],
  ];
  for (const [input, shown] of cases) assert.is(terminalText(input), shown, JSON.stringify(input));
});

text('should keep the line breaks of a message of several lines', () => {
  assert.is(terminalLines('1 problem:\n  - bad\u001b[2J.json:1: not valid JSON'), '1 problem:\n  - bad.json:1: not valid JSON');
});

text.run();
