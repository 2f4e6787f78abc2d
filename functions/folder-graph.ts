/**
 * The import rules between the folders of functions/ (docs/design.md, "Where code lives"):
 *  - no loop between folders, however long (a folder is the first path segment under functions/);
 *  - the kit (functions/lib) imports no other folder of functions/;
 *  - a Lambda folder imports no other Lambda folder (shared rules live in domain folders);
 *  - a folder that is not a Lambda has no handler.ts.
 * Pure: it reads a graph of files (repository paths, each with the files it imports) and says
 * which imports break which rule.
 */
export type ImportGraph = Readonly<Record<string, readonly string[]>>;
export type FilePair = { from: string; to: string };
export type FolderFinding =
  | { rule: 'folder-loop'; folders: string[]; imports: FilePair[] }
  | { rule: 'kit-imports-folder'; folders: [string, string]; imports: FilePair[] }
  | { rule: 'lambda-imports-lambda'; folders: [string, string]; imports: FilePair[] }
  | { rule: 'handler-outside-lambda'; folders: [string]; imports: [] };

/** The functions that are built from a folder without being a route resource (infra/api.ts, infra/onboarding.ts). */
export const NON_ROUTE_LAMBDAS = ['jobs', 'job-failures', 'onboarding'] as const;
export const KIT = 'lib';

export function folderOf(file: string): string | undefined {
  return /^functions\/([^/]+)\/.+/u.exec(file)?.[1];
}

/** Folder -> folder -> the file imports that make the edge, in the graph's order. */
function folderEdges(graph: ImportGraph): Map<string, Map<string, FilePair[]>> {
  const edges = new Map<string, Map<string, FilePair[]>>();
  for (const [from, imported] of Object.entries(graph)) {
    const a = folderOf(from);
    if (!a) continue;
    // A file named twice (`import type` and `import` of the same module) is one import.
    for (const to of new Set(imported)) {
      const b = folderOf(to);
      if (!b || b === a) continue;
      const out = edges.get(a) ?? edges.set(a, new Map()).get(a)!;
      (out.get(b) ?? out.set(b, []).get(b)!).push({ from, to });
    }
  }
  return edges;
}

/** Strongly connected components of more than one folder (Tarjan): each holds at least one loop. */
function loops(edges: Map<string, Map<string, FilePair[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** A shortest loop through the component's first folder (breadth first within it): the imports to cut. */
function shortestCycle(edges: Map<string, Map<string, FilePair[]>>, component: readonly string[]): string[] {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const v = queue[at];
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return path;
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  // A strongly connected component always has one; this keeps the type honest.
  return [...component];
}

export function folderFindings(graph: ImportGraph, lambdaFolders: ReadonlySet<string>): FolderFinding[] {
  const edges = folderEdges(graph);
  const findings: FolderFinding[] = [];
  for (const folders of loops(edges)) {
    const cycle = shortestCycle(edges, folders);
    const imports = cycle.flatMap((a, i) => edges.get(a)!.get(cycle[(i + 1) % cycle.length])!);
    findings.push({ rule: 'folder-loop', folders: cycle, imports });
  }
  for (const [a, out] of [...edges].sort(([x], [y]) => x.localeCompare(y))) {
    for (const [b, imports] of out) {
      if (a === KIT) findings.push({ rule: 'kit-imports-folder', folders: [a, b], imports });
      else if (lambdaFolders.has(a) && lambdaFolders.has(b)) findings.push({ rule: 'lambda-imports-lambda', folders: [a, b], imports });
    }
  }
  const handlers = Object.keys(graph).filter((file) => /^functions\/[^/]+\/handler\.ts$/u.test(file));
  for (const folder of new Set(handlers.map((file) => folderOf(file)!))) {
    if (!lambdaFolders.has(folder)) findings.push({ rule: 'handler-outside-lambda', folders: [folder], imports: [] });
  }
  return findings;
}

/** One line per finding, for a test's failure message. */
export function describeFinding(finding: FolderFinding): string {
  const pairs = finding.imports.map((p) => `${p.from} -> ${p.to}`).join('; ');
  return `${finding.rule}: ${finding.folders.join(', ')}${pairs ? ` (${pairs})` : ''}`;
}
