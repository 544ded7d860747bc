import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { printable } from '../../src/build/terminal-text';

const terminal = suite('printable');

terminal('should drop escape sequences whole: a window title, a screen clear, their 8-bit forms', () => {
  assert.is(printable('My post\u001b]0;pwned\u0007 title'), 'My post title', 'OSC ended by BEL');
  assert.is(printable('My post\u001b]2;pwned\u001b\\ title'), 'My post title', 'OSC ended by ESC \\');
  assert.is(printable('\u001b[2J\u001b[1;1HMy post'), 'My post', 'CSI: clear the screen, move the cursor');
  assert.is(printable('\u001b[31mred\u001b[0m'), 'red');
  assert.is(printable('My\u009b2J post\u009d0;pwned\u009c'), 'My post', 'the 8-bit CSI and OSC');
  assert.is(printable('My post\u001bPq#0;2;0;0;0\u001b\\'), 'My post', 'a DCS string');
  assert.is(printable('My post\u001b]0;never ended'), 'My post', 'an OSC left open takes the rest of the line');
  assert.is(printable('My\u001bc post'), 'My post', 'ESC c resets the terminal');
});

terminal('should drop every other control character, keeping line breaks, tabs and every script', () => {
  assert.is(printable('bell\u0007 back\u0008space\r over\u007f\u0085'), 'bell backspace over');
  assert.is(printable('one\n\ttwo'), 'one\n\ttwo');
  assert.is(printable('Café 日本語 — “quotes” 🎉'), 'Café 日本語 — “quotes” 🎉');
});

terminal.run();
