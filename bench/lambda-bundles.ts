import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLambda, type BuildLambdaOptions } from '../infra/build-lambda';
import { LAMBDA_GZIP_BUDGET, LAMBDA_LOAD_BUDGET_RATIO, REQUEST_PATH_FUNCTIONS } from '../infra/bundling';
import { kb, ms, table } from './stats';

// This VM swings by 10-15% between runs: 31 interleaved rounds keep the medians steady.
const LOADS = 31;

/** Parts of a function's load measured alone, to say where its time goes. */
const PARTS: Record<string, string> = {
  // What the kit imports of ElectroDB (functions/lib/entities, change-log).
  electrodb: "import { Entity } from 'electrodb/src/entity.js';\nimport { createWriteTransaction } from 'electrodb/src/transaction.js';\nexport const handler = async () => [Entity, createWriteTransaction];\n",
  logger: "import { logger } from '../../functions/lib/logger';\nexport const handler = async () => logger.info('x');\n",
  // The logger the issue names, for comparison: not used by the functions (functions/lib/logger.ts says why).
  'powertools-logger': "import { Logger } from '@aws-lambda-powertools/logger';\nconst logger = new Logger({ serviceName: 'bench' });\nexport const handler = async () => logger.info('x');\n",
};

const gzipOf = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
const sizeOf = (files: readonly string[]) => files.reduce((sum, file) => sum + readFileSync(file).length, 0);

/** A function built as deployed: what a cold start loads, and the chunks only an `import()` reaches. */
async function bundle(name: string, entry: string, outDir: string, options?: BuildLambdaOptions) {
  const built = await buildLambda(entry, join(outDir, name), options);
  return { outfile: built.entry, lazy: built.lazy, min: sizeOf(built.coldStart), gzip: gzipOf(built.coldStart), lazyGzip: gzipOf(built.lazy) };
}

type Bundle = Awaited<ReturnType<typeof bundle>>;

/**
 * Time to import a bundle in a fresh Node process (what a cold start pays for its code), then
 * to import its lazy chunks: what the first export or import call adds.
 */
function loadOnce(b: Bundle): [number, number] {
  const script = `let t=performance.now();await import(${JSON.stringify(b.outfile)});const load=performance.now()-t;t=performance.now();for (const f of ${JSON.stringify(b.lazy)}) await import(f);process.stdout.write(JSON.stringify([load,performance.now()-t]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as [number, number];
}

const median = (s: number[]) => [...s].sort((a, b) => a - b)[Math.floor(s.length / 2)];

/**
 * Median load times of each bundle (and of its lazy chunks after it). The bundles take turns,
 * round after round, so a slow spell of the machine falls on all of them (the empty handler
 * included) rather than on one.
 */
function loadTimes(bundles: readonly Bundle[]): { load: number; lazy: number }[] {
  const samples = bundles.map(() => ({ load: [] as number[], lazy: [] as number[] }));
  for (let round = 0; round < LOADS; round++) {
    bundles.forEach((b, i) => {
      const [load, lazy] = loadOnce(b);
      samples[i].load.push(load);
      samples[i].lazy.push(lazy);
    });
  }
  return samples.map((s) => ({ load: median(s.load), lazy: median(s.lazy) }));
}

const share = (part: number, whole: number) => `${Math.round((100 * Math.max(0, part)) / whole)}%`;

export async function benchLambdaBundles(): Promise<string> {
  // Inside the project, so the external SDK clients resolve from node_modules as the runtime's would.
  const outDir = join(process.cwd(), '.bench', 'lambdas');
  mkdirSync(outDir, { recursive: true });
  const entryOf = (name: string, code: string) => {
    const entry = join(outDir, `${name}.ts`);
    writeFileSync(entry, code);
    return entry;
  };
  const empty = await bundle('empty', entryOf('empty-handler', 'export const handler = async () => ({ statusCode: 200, body: "" });\n'), outDir);
  const parts: Bundle[] = [];
  for (const [name, code] of Object.entries(PARTS)) parts.push(await bundle(`part-${name}`, entryOf(`part-${name}`, code), outDir));
  // Every function a request waits on, and the jobs worker, which no request waits on (no budget).
  const names = [...REQUEST_PATH_FUNCTIONS(), 'jobs'];
  const built: Bundle[] = [];
  for (const name of names) built.push(await bundle(name, join(process.cwd(), 'functions', name, 'handler.ts'), outDir));
  const [{ load: emptyLoad }, ...rest] = loadTimes([empty, ...parts, ...built]);
  // A part measured faster than the empty handler (noise) counts as nothing.
  const partLoads = Object.fromEntries(Object.keys(PARTS).map((name, i) => [name, Math.max(0, rest[i].load - emptyLoad)]));
  const loads = rest.slice(parts.length);

  const rows = [['bundle', 'minified', 'gzip', 'load (median)', 'x empty', 'ElectroDB / logger / own code', 'budget', 'lazy chunks gzip', 'lazy chunks load +']];
  rows.push(['(empty handler)', kb(empty.min), kb(empty.gzip), ms(emptyLoad), '1.0x', '-', '-', '-', '-']);
  Object.keys(PARTS).forEach((name, i) => {
    rows.push([`(${name} alone)`, kb(parts[i].min), kb(parts[i].gzip), ms(rest[i].load), `${(rest[i].load / emptyLoad).toFixed(1)}x`, `+${ms(partLoads[name])}`, '-', '-', '-']);
  });
  built.forEach((b, i) => {
    const { load, lazy } = loads[i];
    const over = load - emptyLoad;
    const own = over - partLoads.electrodb - partLoads.logger;
    const verdict =
      names[i] === 'jobs'
        ? 'none (no request waits)'
        : [`gzip ${b.gzip <= LAMBDA_GZIP_BUDGET ? 'ok' : 'OVER'}`, `load ${load <= LAMBDA_LOAD_BUDGET_RATIO * emptyLoad ? 'ok' : 'OVER'}`].join(', ');
    const lazyCells = b.lazy.length ? [kb(b.lazyGzip), `+${ms(lazy)}`] : ['-', '-'];
    rows.push([names[i], kb(b.min), kb(b.gzip), ms(load), `${(load / emptyLoad).toFixed(1)}x`, `${share(partLoads.electrodb, over)} / ${share(partLoads.logger, over)} / ${share(own, over)}`, verdict, ...lazyCells]);
  });
  return [
    `Lambda bundles (budget: what a cold start loads, gzip at most ${kb(LAMBDA_GZIP_BUDGET)}, import at most ${LAMBDA_LOAD_BUDGET_RATIO}x the empty handler's; median of ${LOADS} interleaved rounds)`,
    table(rows),
    "The shares split each function's time over the empty handler: ElectroDB's and the logger's own import times (measured alone, above), and the rest: our code, zod, middy and the JWT verifier.",
    'Sizes are the entry and the chunks it imports statically. Lazy chunks load on the first call that needs them and are timed, all of them, after the entry in the same process: for objects, the record functions, exports and imports that is the first export, import or form call (exceljs, csv-parse, the export code, the saves, and the Lambda client a job start uses); elsewhere a CSV download, a save or an SDK client.',
  ].join('\n');
}
