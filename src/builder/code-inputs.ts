// What a build output is made from, as far as code goes: the files a module reaches through
// its imports, read off esbuild's metafile, and the packages it loads. The build keys its
// caches of slow outputs (the résumé, the social card) on them, so editing a stylesheet or a
// page redraws neither, and editing the résumé's layout always does.

/** The part of esbuild's metafile this reads: each input file and what it imports. */
export interface ImportGraph {
  inputs: Record<string, { imports: readonly { path: string; external?: boolean }[] }>;
}

/**
 * The input files `entry` reaches (itself included), sorted, and the bare names of the
 * packages it imports (left external by the bundle). Paths are the metafile's: relative to
 * the bundle's working folder.
 */
export function codeInputs(graph: ImportGraph, entry: string): { files: string[]; packages: string[] } {
  if (!graph.inputs[entry]) throw new Error(`${entry} is not part of the bundle`);
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { path, external } of graph.inputs[file]?.imports ?? []) {
      if (external) {
        if (!path.startsWith('node:')) packages.add(packageName(path));
      } else {
        visit(path);
      }
    }
  };
  visit(entry);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** "pdfkit/js/pdfkit.standalone" -> "pdfkit"; "@scope/pkg/x" -> "@scope/pkg". */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
