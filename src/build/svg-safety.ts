// The owner's src/assets/icon.svg is published as it is, at /favicon.svg. Opened on its own,
// an SVG is a document: its scripts run, and it may load from anywhere. The response headers
// forbid both (src/server/headers.ts), but GitHub Pages sends no headers, so the build refuses
// an icon that could do either: <script>, event-handler attributes, <foreignObject> (and any
// HTML element), animations that rewrite links or handlers, and every reference outside the
// file: an href that is not "#…", url(…) to anything but "#…", @import, a stylesheet
// processing instruction. The file is parsed as XML (src/build/xml.ts), not searched as text.

import { parseXml, XmlError, type XmlElement } from './xml';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** SMIL elements whose attributeName picks the attribute they rewrite. */
const ANIMATIONS = new Set(['animate', 'set', 'animateTransform', 'animateMotion', 'animateColor']);
/** CSS functions that take a URL other than through url(). */
const URL_FUNCTIONS = /\b(?:image-set|-webkit-image-set|src)\s*\(/i;

/** Why this SVG may not be published, in one phrase with its line, or null when it may. */
export function svgProblem(source: string): string | null {
  const problems: string[] = [];
  const refuse = (what: string, line: number) => problems.push(`${what} (line ${line})`);
  let root: XmlElement | undefined;
  try {
    parseXml(source, {
      doctype(hasInternalSubset, line) {
        if (hasInternalSubset) refuse('declares its own entities in its DOCTYPE, which could hide anything', line);
      },
      instruction(target, line) {
        refuse(`has a processing instruction <?${target} …?>, which can load a stylesheet from elsewhere`, line);
      },
      element(element, ancestors) {
        root ??= element;
        const tag = `<${element.name}>`;
        if (element.localName === 'script') refuse(`has ${tag}, which would run on every host that sends no Content-Security-Policy (GitHub Pages)`, element.line);
        else if (element.localName === 'foreignObject') refuse(`has ${tag}, which embeds HTML`, element.line);
        else if (element.namespace === XHTML_NAMESPACE) refuse(`has the HTML element ${tag}`, element.line);
        for (const { name, localName, value } of element.attributes) {
          if (/^on/i.test(localName)) refuse(`has the event-handler attribute ${name} on ${tag}, which would run as a script`, element.line);
          else if (localName === 'href' && !value.trim().startsWith('#')) refuse(`refers outside the file: ${name}="${short(value)}" on ${tag}`, element.line);
          else if (ANIMATIONS.has(element.localName) && localName === 'attributeName' && /^(?:.*:)?(?:href|on.*)$/i.test(value.trim())) {
            refuse(`has ${tag} rewriting ${value.trim()}, which can turn a link or handler into a script`, element.line);
          } else if (name === localName) {
            // Presentation attributes (fill, clip-path, style…) are CSS; prefixed ones (an
            // editor's inkscape:…) are not read by a browser.
            const css = cssProblem(value);
            if (css) refuse(`${css} in ${name} on ${tag}`, element.line);
          }
        }
        if (ancestors.length === 0 && (element.localName !== 'svg' || element.namespace !== SVG_NAMESPACE)) {
          refuse(`is not an SVG image: its root element is ${tag}${element.localName === 'svg' ? ' without xmlns="http://www.w3.org/2000/svg"' : ''}`, element.line);
        }
      },
      text(text, parent, line) {
        const css = parent.localName === 'style' ? cssProblem(text) : null;
        if (css) refuse(`${css} in <${parent.name}>`, line);
      },
    });
  } catch (error) {
    // A refused DOCTYPE explains the entity error it leads to.
    if (error instanceof XmlError) return problems[0] ?? `is not well-formed XML (${error.message})`;
    throw error;
  }
  return root ? (problems[0] ?? null) : 'has no root element';
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
