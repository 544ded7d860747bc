// The content.ts `npm run import-resume` is about to write, checked without running it: it must
// parse, hold data alone, and be the content it was written from, so text that escaped its
// quotes (a file name with a line break) is refused now instead of running at the next build.

import type { Expression, Node, Program, Property, SpreadElement } from 'acorn';
import { isDeepStrictEqual } from 'node:util';
import { firstName } from '../../content/names';
import type { Content } from '../../content/types';

/** Why `source` is not the content module of `content`, in one line; null when it is. */
export async function contentModuleProblem(source: string, content: Content): Promise<string | null> {
  // esbuild and acorn load here, not with the build's tools: only the import uses them.
  const esbuild = await import('esbuild');
  let code: string;
  try {
    // Every import kept, used or not, so that none escapes the check below.
    const options = { loader: 'ts', logLevel: 'silent', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } } as const;
    code = (await esbuild.transform(source, options)).code;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number } | null }[] }).errors?.[0];
    return `does not parse${first ? ` (line ${first.location?.line ?? '?'}: ${first.text})` : ''}`;
  }
  const { parse } = await import('acorn');
  let read: Record<string, unknown>;
  try {
    read = moduleData(parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }));
  } catch (error) {
    if (error instanceof NotData) return error.message;
    return `does not parse (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!('content' in read)) return 'exports no content';
  // As JSON has it: the module leaves out what is undefined, as JSON does.
  if (!isDeepStrictEqual(read.content, JSON.parse(JSON.stringify(content)))) return 'does not read back as the content it was written from';
  return null;
}

class NotData extends Error {}

// What the module may import: the greeting's helper (a pure function of the name), nothing else.
const IMPORTS: Record<string, Record<string, (name: string) => string>> = { './names': { firstName } };

type Scope = Record<string, unknown>;

/** The module's constants by name: imports of IMPORTS, then `const x = <literal>` and `export const x = <literal>`. */
function moduleData(program: Program): Scope {
  const scope: Scope = Object.create(null);
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const from = IMPORTS[String(statement.source.value)];
      if (!from) throw notData(statement, `imports ${JSON.stringify(statement.source.value)}`);
      for (const specifier of statement.specifiers) {
        const name = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : '';
        if (!Object.hasOwn(from, name)) throw notData(specifier, 'imports what it may not');
        scope[specifier.local.name] = from[name];
      }
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' && statement.declaration && !statement.source ? statement.declaration : statement;
    if (declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') throw notData(statement, `holds code (${statement.type})`);
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || !init) throw notData(id, 'declares what is not a plain name');
      scope[id.name] = value(init, scope);
    }
  }
  return scope;
}

/** A literal's value: strings, numbers, booleans, null, lists and objects, a declared name, and the greeting's template. */
function value(node: Expression | SpreadElement, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal':
      if (node.regex || node.bigint !== undefined) break;
      return node.value;
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return -node.argument.value;
      break;
    case 'Identifier':
      if (Object.hasOwn(scope, node.name) && typeof scope[node.name] !== 'function') return scope[node.name];
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw notData(node, 'holds a list with a hole or a spread');
        return value(element, scope);
      });
    case 'ObjectExpression': {
      const object: Scope = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) throw notData(property, 'holds an object member that is not a plain value');
        const key = propertyKey(property);
        // A plain `__proto__:` sets the prototype, not a key; the writer makes it a computed key.
        if (key === '__proto__' && !property.computed) throw notData(property, "sets an object's prototype");
        Object.defineProperty(object, key, { value: value(property.value, scope), enumerable: true, writable: true, configurable: true });
      }
      return object;
    }
    case 'TemplateLiteral':
      return node.quasis.map((quasi, at) => `${quasi.value.cooked ?? ''}${at < node.expressions.length ? helperCall(node.expressions[at]!, scope) : ''}`).join('');
  }
  throw notData(node, `holds code (${node.type})`);
}

/** `firstName(person.name)`: an imported helper called on a declared constant's field. */
function helperCall(node: Expression, scope: Scope): string {
  const argument = node.type === 'CallExpression' && node.arguments.length === 1 ? node.arguments[0] : undefined;
  const helper = node.type === 'CallExpression' && node.callee.type === 'Identifier' ? scope[node.callee.name] : undefined;
  if (typeof helper !== 'function' || argument?.type !== 'MemberExpression' || argument.computed || argument.property.type !== 'Identifier' || argument.object.type === 'Super') {
    throw notData(node, 'holds code in a template');
  }
  const object = value(argument.object, scope);
  const field = argument.property.name;
  if (!object || typeof object !== 'object' || !Object.hasOwn(object, field)) throw notData(argument, 'reads a field that is not there');
  return String(helper((object as Scope)[field]));
}

function propertyKey(property: Property): string {
  if (property.computed) {
    if (property.key.type !== 'Literal' || typeof property.key.value !== 'string') throw notData(property, 'holds a computed key');
    return property.key.value;
  }
  return property.key.type === 'Identifier' ? property.key.name : String(property.key.type === 'Literal' ? property.key.value : '');
}

const notData = (node: Node, what: string) => new NotData(`${what}, not data alone (line ${node.loc?.start.line ?? '?'} of the JavaScript it compiles to)`);
