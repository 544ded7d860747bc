// src/assets/icon.svg is published as it is, and GitHub Pages sends no CSP, so an icon that could
// run a script or load from elsewhere is refused: <script>, on* attributes, HTML elements,
// animations rewriting links, any reference outside the file. Parsed as XML; the text a browser
// reads as one piece (a <style>'s, CDATA joined, references decoded) is checked as one.

import { XMLParser, XMLValidator } from 'fast-xml-parser';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** SMIL elements whose attributeName picks the attribute they rewrite. */
const ANIMATIONS = new Set(['animate', 'set', 'animateTransform', 'animateMotion', 'animateColor']);
/** CSS functions that take a URL other than through url(). */
const URL_FUNCTIONS = /\b(?:image-set|-webkit-image-set|src)\s*\(/i;
// fast-xml-parser's ordered output: each node is { name: children, ':@': attributes }.
const ATTRIBUTES = ':@';
const TEXT = '#text';
const CDATA = '#cdata';
const COMMENT = '#comment';

type XmlNode = Record<string, unknown> & { [ATTRIBUTES]?: Record<string, string> };

/** Why this SVG may not be published, in one phrase with its line, or null when it may. */
export function svgProblem(source: string): string | null {
  const invalid = XMLValidator.validate(source);
  if (invalid !== true) return `is not well-formed XML (line ${invalid.err.line}: ${invalid.err.msg})`;
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    captureMetaData: true,
    commentPropName: COMMENT,
    cdataPropName: CDATA,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
  });
  const nodes = parser.parse(source) as XmlNode[];
  const lineAt = (node: XmlNode) => {
    const start = (node[XMLParser.getMetaDataSymbol() as unknown as string] as { startIndex?: number } | undefined)?.startIndex ?? 0;
    return source.slice(0, start).split('\n').length;
  };
  const problems: string[] = [];
  const refuse = (what: string, node: XmlNode) => problems.push(`${what} (line ${lineAt(node)})`);

  const roots = nodes.filter((node) => !nodeName(node).startsWith('?') && !nodeName(node).startsWith('#'));
  if (roots.length === 0) return 'has no root element';
  if (roots.length > 1) return `is not well-formed XML (a second root element <${nodeName(roots[1]!)}>)`;
  // The prolog is everything before the root. A DOCTYPE with an internal subset ("[…]") can
  // declare entities whose text a browser parses as markup, out of this check's sight.
  if (/<!DOCTYPE[^>]*\[/i.test(source.slice(0, source.indexOf(`<${nodeName(roots[0]!)}`)))) {
    return `declares its own entities in its DOCTYPE, which could hide anything (line ${lineAt(roots[0]!)})`;
  }
  for (const node of nodes) {
    const name = nodeName(node);
    if (name.startsWith('?') && name.toLowerCase() !== '?xml') refuse(`has a processing instruction <${name} …?>, which can load a stylesheet from elsewhere`, node);
  }

  const visit = (node: XmlNode, scope: Map<string, string>, isRoot: boolean) => {
    const name = nodeName(node);
    const attributes = Object.entries(node[ATTRIBUTES] ?? {}).map(([key, value]) => [key, decodeReferences(String(value))] as const);
    const inner = new Map(scope);
    for (const [key, value] of attributes) {
      if (key === 'xmlns') inner.set('', value);
      else if (key.startsWith('xmlns:')) inner.set(key.slice(6), value);
    }
    const [prefix, localName] = name.includes(':') ? name.split(':', 2) as [string, string] : ['', name];
    const namespace = inner.get(prefix);
    if (namespace === undefined && prefix) return refuse(`is not well-formed XML: the prefix "${prefix}" of <${name}> is not declared`, node);
    const tag = `<${name}>`;
    if (localName === 'script') refuse(`has ${tag}, which would run on every host that sends no Content-Security-Policy (GitHub Pages)`, node);
    else if (localName === 'foreignObject') refuse(`has ${tag}, which embeds HTML`, node);
    else if (namespace === XHTML_NAMESPACE) refuse(`has the HTML element ${tag}`, node);
    for (const [key, value] of attributes) {
      const attributeLocal = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key;
      if (/^on/i.test(attributeLocal)) refuse(`has the event-handler attribute ${key} on ${tag}, which would run as a script`, node);
      else if (attributeLocal === 'href' && !value.trim().startsWith('#')) refuse(`refers outside the file: ${key}="${short(value)}" on ${tag}`, node);
      else if (ANIMATIONS.has(localName) && attributeLocal === 'attributeName' && /^(?:.*:)?(?:href|on.*)$/i.test(value.trim())) {
        refuse(`has ${tag} rewriting ${value.trim()}, which can turn a link or handler into a script`, node);
      } else if (key === attributeLocal) {
        // Presentation attributes (fill, clip-path, style…) are CSS; prefixed ones (an
        // editor's inkscape:…) are not read by a browser.
        const css = cssProblem(value);
        if (css) refuse(`${css} in ${key} on ${tag}`, node);
      }
    }
    if (isRoot && (localName !== 'svg' || namespace !== SVG_NAMESPACE)) {
      refuse(`is not an SVG image: its root element is ${tag}${localName === 'svg' ? ' without xmlns="http://www.w3.org/2000/svg"' : ''}`, node);
    }
    const children = (node[name] as XmlNode[] | undefined) ?? [];
    if (localName === 'style') {
      const css = cssProblem(decodeReferences(textOf(children)));
      if (css) refuse(`${css} in ${tag}`, node);
    }
    for (const child of children) if (!nodeName(child).startsWith('#')) visit(child, inner, false);
  };
  visit(roots[0]!, new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]), true);
  return problems[0] ?? null;
}

/** An ordered node's one key that is not its attributes: the element's name, #text, ?xml… */
function nodeName(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ATTRIBUTES) ?? '#empty';
}

/** The text a browser reads in an element: its text and CDATA, comments left out, joined. */
function textOf(children: XmlNode[]): string {
  return children
    .map((child) => {
      if (TEXT in child) return String(child[TEXT]);
      if (CDATA in child) return (child[CDATA] as XmlNode[]).map((part) => String(part[TEXT] ?? '')).join('');
      return '';
    })
    .join('');
}

/** XML's five named references and numeric ones, decoded as a browser does. */
function decodeReferences(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (whole, decimal, hex, name) => {
    if (name) return named[name.toLowerCase()] ?? whole;
    const code = decimal ? Number(decimal) : parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * What in a piece of CSS (a <style> element, a style attribute or a presentation attribute
 * such as fill) could load from elsewhere. A backslash could spell url( as u\72 l(, so none
 * is accepted.
 */
function cssProblem(text: string): string | null {
  if (text.includes('\\')) return 'a CSS escape (\\), which could spell a reference';
  if (/@import\b/i.test(text)) return 'refers outside the file: @import';
  const functionName = URL_FUNCTIONS.exec(text)?.[0];
  if (functionName) return `refers outside the file: ${functionName.replace(/\s+/g, '')}…)`;
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]*)/gi)) {
    if (!match[2]!.trim().startsWith('#')) return `refers outside the file: url(${short(match[1]! + match[2]!)})`;
  }
  return null;
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
