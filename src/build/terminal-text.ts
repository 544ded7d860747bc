// Text from elsewhere (a feed, a file an owner was sent) made safe to print in a terminal, which
// acts on control characters and escape sequences instead of showing them: a feed's title
// could set the window's title, clear the screen or rewrite the lines above it.

// Escape sequences (ECMA-48): a CSI, "ESC [" or its 8-bit form U+009B, through its final byte;
// a control string (OSC "ESC ]", DCS "ESC P", SOS "ESC X", PM "ESC ^", APC "ESC _", or their
// 8-bit forms) through its terminator, ESC \, U+009C or BEL (xterm's end of an OSC), or the end
// of the line; any other ESC with the character after it.
const SEQUENCE = /(?:\u001b\[|\u009b)[\u0020-\u003f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u007e]?/g;
// Every other C0 and C1 control and DEL, but a line break and a tab, which print as themselves.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `text` without escape sequences or control characters (line breaks and tabs kept). */
export function printable(text: string): string {
  return text.replace(SEQUENCE, '').replace(CONTROL, '');
}
