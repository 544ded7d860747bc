// React and react-dom ship as CommonJS, so esbuild wraps each of their modules in a function
// that its `__commonJS` helper calls on the first `require`. V8 compiles such a function lazily:
// the streaming compile, off the main thread while the script downloads, only pre-parses its
// body; the full parse and compile of react-dom then run on the main thread when the app starts,
// inside the one long task that hydrates the page. A function in parentheses is one V8 expects
// to be called at once (its "PIFE" heuristic) and compiles eagerly with the rest of the script.
// So the shipped bundle wraps those module functions in parentheses, and nothing else: that
// work moves off the main thread's hydration task, for 2 bytes a module.
import type { Node } from 'acorn';

type AnyNode = Node & Record<string, unknown>;

/** Every node under `root`, depth first. */
function* nodes(root: AnyNode): Generator<AnyNode> {
  yield root;
  for (const value of Object.values(root)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as AnyNode).type === 'string') yield* nodes(child as AnyNode);
    }
  }
}

const isFunction = (node: AnyNode | undefined): node is AnyNode =>
  node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';
const identifier = (node: unknown) => ((node as AnyNode | undefined)?.type === 'Identifier' ? ((node as AnyNode).name as string) : undefined);

/**
 * The name esbuild gave its `__commonJS` helper in a minified bundle, found by its shape:
 * `(callback, mod) => () => … callback((mod = { exports: {} }).exports, mod) …`.
 */
function commonJsHelper(program: AnyNode): string | undefined {
  for (const node of nodes(program)) {
    if (node.type !== 'VariableDeclarator' || !isFunction(node.init as AnyNode)) continue;
    const init = node.init as AnyNode;
    const [callback, mod] = (init.params as AnyNode[]).map(identifier);
    if (!callback || !mod || !isFunction(init.body as AnyNode)) continue;
    const inner = [...nodes(init.body as AnyNode)];
    const callsCallback = inner.some((n) => n.type === 'CallExpression' && identifier(n.callee) === callback);
    const makesModule = inner.some(
      (n) => n.type === 'AssignmentExpression' && identifier(n.left) === mod && (n.right as AnyNode).type === 'ObjectExpression' &&
        ((n.right as AnyNode).properties as AnyNode[]).some((p) => identifier(p.key) === 'exports'),
    );
    if (callsCallback && makesModule) return identifier(node.id);
  }
  return undefined;
}

/**
 * `js` (a minified esbuild bundle) with the function of every CommonJS module in parentheses,
 * so that V8 compiles it with the script rather than when it is first called. A bundle with no
 * CommonJS module, or one already wrapped, comes back unchanged.
 */
export async function compileCommonJsEagerly(js: string): Promise<string> {
  // acorn loads here, on first use.
  const { parse } = await import('acorn');
  // Parentheses kept as nodes: a module function already in them is not a bare argument.
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module', preserveParens: true }) as unknown as AnyNode;
  const helper = commonJsHelper(program);
  if (!helper) return js;
  const marks: Array<[number, string]> = [];
  for (const node of nodes(program)) {
    const fn = (node.arguments as AnyNode[] | undefined)?.[0];
    if (node.type === 'CallExpression' && identifier(node.callee) === helper && isFunction(fn)) marks.push([fn.start, '('], [fn.end, ')']);
  }
  // Inserted from the end, so that each offset still points where the parser saw it.
  let out = js;
  for (const [at, mark] of marks.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, at)}${mark}${out.slice(at)}`;
  return out;
}
