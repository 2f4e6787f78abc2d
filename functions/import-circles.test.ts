import { parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../shared/routes';
import { describeFinding, folderFindings, NON_ROUTE_LAMBDAS, type ImportGraph } from './folder-graph';

// A circle makes load order decide what is undefined at import time, and lets the kit grow back
// into the resources: none is allowed under functions/ or shared/, type-only imports included
// (dpdm reads the sources untransformed, so `import type` counts).
describe('import graph', () => {
  let tree: Awaited<ReturnType<typeof parseDependencyTree>>;
  beforeAll(async () => {
    tree = await parseDependencyTree(['functions/**/*.ts', 'shared/**/*.ts'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: false,
      // Only our own files: a package's internal circles are not ours to fix.
      exclude: /node_modules/,
    });
  }, 60_000);

  it('has no circle under functions/ or shared/', () => {
    const circles = parseCircular(tree).map((circle) => circle.join(' -> '));
    expect(circles).toEqual([]);
  });

  // Folders too: a Lambda folder imports the kit, domain folders and shared/ only, so a bundle
  // holds its own routes and the rules they use, never another function's (docs/design.md).
  it('keeps the folders of functions/ apart: no loop, the kit and each Lambda import no Lambda', () => {
    const graph: ImportGraph = Object.fromEntries(
      Object.entries(tree).map(([file, deps]) => [file, (deps ?? []).flatMap((d) => (d.id ? [d.id] : []))]),
    );
    const lambdas = new Set([...resources(), ...NON_ROUTE_LAMBDAS]);
    expect(folderFindings(graph, lambdas).map(describeFinding)).toEqual([]);
  });
});
