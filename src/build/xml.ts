// A strict parser for the XML an SVG file is, enough to check an owner's icon.svg before it is
// published (src/build/svg-safety.ts). It reads well-formed XML 1.0 (elements, attributes,
// text, CDATA, comments, processing instructions, a DOCTYPE) with namespaces, and stops at
// anything else: a check that could be fooled by markup it half understood would be worse than
// none. Only the five predefined entities and character references are known; a DOCTYPE's
// internal subset is reported, not read, so no entity it declares is ever expanded.

export interface XmlAttribute {
  name: string;
  localName: string;
  value: string;
}

export interface XmlElement {
  name: string;
  localName: string;
  /** Its namespace URI, from xmlns declarations in scope; null when none applies. */
  namespace: string | null;
  attributes: XmlAttribute[];
  line: number;
}

export interface XmlVisitor {
  element?(element: XmlElement, ancestors: readonly XmlElement[]): void;
  /** Character data, entities decoded (CDATA sections included), inside `parent`. */
  text?(text: string, parent: XmlElement, line: number): void;
  instruction?(target: string, line: number): void;
  doctype?(hasInternalSubset: boolean, line: number): void;
}

export class XmlError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9._:\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export function parseXml(source: string, visitor: XmlVisitor): void {
  let at = source.startsWith('\uFEFF') ? 1 : 0;
  const line = (index = at) => source.slice(0, index).split('\n').length;
  const fail = (message: string, index = at): never => {
    throw new XmlError(message, line(index));
  };
  const read = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (match) at += match[0].length;
    return match?.[0] ?? '';
  };
  const expect = (text: string) => {
    if (!source.startsWith(text, at)) fail(`expected "${text}"`);
    at += text.length;
  };
  const until = (end: string, what: string) => {
    const stop = source.indexOf(end, at);
    if (stop < 0) fail(`${what} is not closed with "${end}"`);
    const body = source.slice(at, stop);
    at = stop + end.length;
    return body;
  };
  const decode = (text: string, start: number) =>
    text.replace(/&([^;&]*);|&/g, (whole, name: string | undefined) => {
      if (name === undefined) return fail('a bare "&" (write &amp;)', start);
      const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#([0-9]+)$/.exec(name)?.[1];
      if (code !== undefined) return String.fromCodePoint(Number.parseInt(code, name.startsWith('#x') || name.startsWith('#X') ? 16 : 10));
      return ENTITIES[name] ?? fail(`the entity &${name}; is not one XML defines`, start);
    });

  const open: { element: XmlElement; scope: Map<string, string> }[] = [];
  let rootSeen = false;

  /** Comments, processing instructions and a DOCTYPE, wherever they may stand. */
  const misc = (): boolean => {
    const start = at;
    if (source.startsWith('<!--', at)) {
      at += 4;
      if (until('-->', 'a comment').includes('--')) fail('"--" inside a comment', start);
    } else if (source.startsWith('<?', at)) {
      at += 2;
      const target = read(NAME) || fail('a processing instruction without a name');
      until('?>', `<?${target}`);
      if (target.toLowerCase() === 'xml' && start > (source.startsWith('\uFEFF') ? 1 : 0)) fail('the XML declaration must come first', start);
      if (target.toLowerCase() !== 'xml') visitor.instruction?.(target, line(start));
    } else if (source.startsWith('<!DOCTYPE', at)) {
      if (rootSeen || open.length) fail('a DOCTYPE after the root element', start);
      at += 9;
      let subset = false;
      while (at < source.length && source[at] !== '>') {
        const char = source[at]!;
        if (char === '"' || char === "'") {
          at++;
          until(char, 'a quoted DOCTYPE identifier');
        } else if (char === '[') {
          subset = true;
          at++;
          until(']', 'the DOCTYPE internal subset'); // reported, not read: its declarations are never used
        } else at++;
      }
      expect('>');
      visitor.doctype?.(subset, line(start));
    } else return false;
    return true;
  };

  const startTag = () => {
    const start = at;
    at++; // <
    const name = read(NAME) || fail('a tag without a name');
    const raw: { name: string; value: string }[] = [];
    for (;;) {
      const spaced = read(SPACE).length > 0;
      if (source.startsWith('/>', at) || source.startsWith('>', at)) break;
      if (!spaced) fail(`expected a space, ">" or "/>" in <${name}>`);
      const attribute = read(NAME) || fail(`an attribute without a name in <${name}>`);
      read(SPACE);
      expect('=');
      read(SPACE);
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail(`the value of ${attribute} is not quoted`);
      at++;
      const valueStart = at;
      const value = until(quote!, `the value of ${attribute}`);
      if (value.includes('<')) fail(`"<" in the value of ${attribute}`, valueStart);
      if (raw.some((other) => other.name === attribute)) fail(`${attribute} appears twice in <${name}>`);
      raw.push({ name: attribute, value: decode(value, valueStart).replace(/[\t\r\n]/g, ' ') });
    }
    const empty = source.startsWith('/>', at);
    at += empty ? 2 : 1;
    if (open.length === 0 && rootSeen) fail('a second root element', start);
    rootSeen = true;
    // Namespaces: the declarations on this element, over those of its ancestors.
    const scope = new Map(open.at(-1)?.scope ?? [['xml', XML_NAMESPACE]]);
    for (const { name: attribute, value } of raw) {
      if (attribute === 'xmlns') scope.set('', value);
      else if (attribute.startsWith('xmlns:')) scope.set(attribute.slice(6), value);
    }
    const split = (qualified: string) => {
      const colon = qualified.indexOf(':');
      return colon < 0 ? { prefix: null, localName: qualified } : { prefix: qualified.slice(0, colon), localName: qualified.slice(colon + 1) };
    };
    const { prefix, localName } = split(name);
    const namespace = (prefix === null ? scope.get('') : scope.get(prefix)) || null;
    if (prefix !== null && namespace === null) fail(`the prefix "${prefix}" of <${name}> is not declared`, start);
    const attributes = raw.map(({ name: attribute, value }) => ({ name: attribute, localName: split(attribute).localName, value }));
    const element: XmlElement = { name, localName, namespace, attributes, line: line(start) };
    visitor.element?.(element, open.map((entry) => entry.element));
    if (!empty) open.push({ element, scope });
  };

  const endTag = () => {
    const start = at;
    at += 2;
    const name = read(NAME);
    read(SPACE);
    expect('>');
    const top = open.pop();
    if (top?.element.name !== name) fail(`</${name}> closes ${top ? `<${top.element.name}>` : 'nothing'}`, start);
  };

  while (at < source.length) {
    if (open.length === 0) {
      read(SPACE);
      if (at >= source.length) break;
      if (misc()) continue;
      if (source[at] !== '<' || rootSeen) fail(rootSeen ? 'content after the root element' : 'content before the root element');
      startTag();
      continue;
    }
    const parent = open.at(-1)!.element;
    if (source.startsWith('<![CDATA[', at)) {
      const start = at;
      at += 9;
      visitor.text?.(until(']]>', 'a CDATA section'), parent, line(start));
    } else if (source.startsWith('</', at)) endTag();
    else if (misc()) continue;
    else if (source[at] === '<') startTag();
    else {
      const start = at;
      const next = source.indexOf('<', at);
      at = next < 0 ? source.length : next;
      const text = source.slice(start, at);
      if (text.includes(']]>')) fail('"]]>" in text', start);
      const decoded = decode(text, start); // checked whether or not the visitor reads text
      visitor.text?.(decoded, parent, line(start));
    }
  }
  if (open.length) fail(`<${open.at(-1)!.element.name}> is never closed`, source.length);
  if (!rootSeen) fail('there is no element', source.length);
}
