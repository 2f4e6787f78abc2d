import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { LAMBDA_BUNDLING } from './bundling';
import { requireNodeBuiltins } from './node-builtins';

/** Where esbuild resolves from: the aliases of `infra/bundling.ts` are relative to it. */
const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file the runtime imports (`index.handler`). */
export const ENTRY_FILE = 'index.mjs';

export interface LambdaBundle {
  /** Absolute path of the entry file. */
  readonly entry: string;
  /** The entry and the chunks it imports statically: what a cold start reads and runs. */
  readonly coldStart: readonly string[];
  /** Chunks reached only through a dynamic `import()`: read on the first call that needs them. */
  readonly lazy: readonly string[];
}

export interface BuildLambdaOptions {
  readonly external?: string[];
  readonly alias?: Record<string, string>;
  /** Leaves Node's modules as ES imports: only for the bench's before-and-after row. */
  readonly keepNodeImports?: boolean;
}

/**
 * Code splitting: a library a handler loads with `import()` (exceljs for an export or an import)
 * becomes a chunk of its own, read only on the call that needs it. In one file, its code is
 * parsed on every cold start even when its evaluation waits.
 */
function buildOptions(entry: string, outdir: string, options: BuildLambdaOptions): BuildOptions & { metafile: true } {
  return {
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUNDLING.target,
    minify: true,
    banner: { js: LAMBDA_BUNDLING.banner },
    external: options.external ?? [...LAMBDA_BUNDLING.external],
    alias: options.alias ?? { ...LAMBDA_BUNDLING.alias },
    absWorkingDir: PROJECT_ROOT,
    metafile: true,
    logLevel: 'error',
  };
}

/** Node's modules read without an ESM namespace, in every file written (`infra/node-builtins.ts`). */
function rewriteNodeImports(metafile: Metafile): void {
  for (const path of Object.keys(metafile.outputs).filter((file) => file.endsWith('.mjs'))) {
    const file = join(PROJECT_ROOT, path);
    writeFileSync(file, requireNodeBuiltins(readFileSync(file, 'utf8')));
  }
}

/** Splits the output files into those a cold start loads (static imports from the entry) and the rest. */
function filesOf(metafile: Metafile, outdir: string): LambdaBundle {
  const entry = join(outdir, ENTRY_FILE);
  const byPath = new Map(Object.entries(metafile.outputs).map(([path, output]) => [join(PROJECT_ROOT, path), output]));
  const coldStart = new Set<string>();
  const visit = (file: string) => {
    if (coldStart.has(file)) return;
    coldStart.add(file);
    for (const imported of byPath.get(file)?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(join(PROJECT_ROOT, imported.path));
    }
  };
  visit(entry);
  const lazy = [...byPath.keys()].filter((file) => !coldStart.has(file) && !file.endsWith('.map'));
  return { entry, coldStart: [...coldStart], lazy };
}

/**
 * Builds one function's bundle as the CDK deploys it (same target, banner, externals, aliases and
 * splitting, minified) into `outdir`, for the benchmark and for the tests that run deployed bundles.
 */
export async function buildLambda(entry: string, outdir: string, options: BuildLambdaOptions = {}): Promise<LambdaBundle> {
  const result = await build(buildOptions(entry, outdir, options));
  if (!options.keepNodeImports) rewriteNodeImports(result.metafile);
  return filesOf(result.metafile, outdir);
}

/** The same build, synchronous: CDK's local bundling (`infra/museum-function.ts`) cannot wait. */
export function buildLambdaSync(entry: string, outdir: string, options: BuildLambdaOptions = {}): LambdaBundle {
  const result = buildSync(buildOptions(entry, outdir, options));
  if (!options.keepNodeImports) rewriteNodeImports(result.metafile);
  return filesOf(result.metafile, outdir);
}

/** A bundle's files by their path inside the bundle (`chunks/…`), for messages. */
export function bundlePath(bundle: LambdaBundle, file: string): string {
  return relative(dirname(bundle.entry), file);
}
