import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// A circle makes load order decide what is undefined at import time, and lets the kit grow back
// into the resources: none is allowed under functions/ or shared/, type-only imports included
// (dpdm reads the sources untransformed, so `import type` counts).
describe('import graph', () => {
  it('has no circle under functions/ or shared/', async () => {
    const tree = await parseDependencyTree(['functions/**/*.ts', 'shared/**/*.ts'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: false,
      // Only our own files: a package's internal circles are not ours to fix.
      exclude: /node_modules/,
    });
    const circles = parseCircular(tree).map((circle) => circle.join(' -> '));
    expect(circles).toEqual([]);
  }, 60_000);
});
