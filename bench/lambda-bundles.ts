import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLambda, type BuildLambdaOptions } from '../infra/build-lambda';
import { LAMBDA_GZIP_BUDGET, LAMBDA_LOAD_BUDGET_RATIO, REQUEST_PATH_FUNCTIONS } from '../infra/bundling';
import { lambdaNode, LAMBDA_NODE_MAJOR } from './lambda-node';
import { kb, ms, table } from './stats';

// This VM swings by 10-15% between runs: 31 interleaved rounds keep the medians steady.
const LOADS = Number(process.env.LAMBDA_BUNDLES_ROUNDS ?? 31);
/**
 * `LAMBDA_BUNDLES_BASELINE=<another checkout>`: its functions are built and timed too, in the same
 * interleaved rounds, so a change's before and after share one machine's mood (a `git worktree`
 * inside this project, so its imports resolve from the same node_modules).
 */
const BASELINE = process.env.LAMBDA_BUNDLES_BASELINE;

const NODE_MODULES = ['crypto', 'http', 'https', 'async_hooks', 'fs', 'stream', 'stream/promises', 'stream/web', 'timers'];

/** The libraries every signed-in function loads, each measured alone (their Node modules overlap). */
const LIBRARIES: Record<string, string> = {
  // What the kit imports of ElectroDB (functions/lib/entities, change-log).
  electrodb: "import { Entity } from 'electrodb/src/entity.js';\nimport { createWriteTransaction } from 'electrodb/src/transaction.js';\nexport const handler = async () => [Entity, createWriteTransaction];\n",
  // The Node modules the kit imports (the DynamoDB client's http and https, crypto, middy's streams):
  // a bare Node process has not loaded them yet.
  'node-modules': `${NODE_MODULES.map((m, i) => `import * as m${i} from 'node:${m}';`).join('\n')}\nexport const handler = async () => [${NODE_MODULES.map((_, i) => `m${i}`).join(', ')}];\n`,
  zod: "import * as z from 'zod/mini';\nconst schema = z.object({ id: z.string().check(z.maxLength(100)) });\nexport const handler = async () => schema;\n",
  'aws-jwt-verify': "import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';\nimport { SimpleJwksCache } from 'aws-jwt-verify/jwk';\nimport { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';\nexport const handler = async () => [JwtVerifier, SimpleJwksCache, decomposeUnverifiedJwt];\n",
  middy: "import middy from '@middy/core';\nimport httpHeaderNormalizer from '@middy/http-header-normalizer';\nexport const handler = middy(async () => ({})).use(httpHeaderNormalizer());\n",
  marshaller: "import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';\nexport const handler = async () => [marshall, unmarshall];\n",
};

/** Parts of a function's load measured alone, to say where its time goes. */
const PARTS: Record<string, string> = {
  ...LIBRARIES,
  // All of them in one bundle: the kit's libraries without our code.
  libraries: `${Object.keys(LIBRARIES).map((name, i) => `import { handler as h${i} } from './part-${name}';`).join('\n')}\nexport const handler = async () => [${Object.keys(LIBRARIES).map((_, i) => `h${i}`).join(', ')}];\n`,
  logger: "import { logger } from '../../functions/lib/logger';\nexport const handler = async () => logger.info('x');\n",
  // The floor of every signed-in function: the kit (the libraries, the logger, our DynamoDB client,
  // the tenant's credentials, the sign-in check and its entities) with one route and no schema.
  'signed-in-kit': "import { httpHandler } from '../../functions/lib/http';\nexport const handler = httpHandler([{ method: 'GET', path: '/kit', resource: 'kit', access: 'user', summary: '' }], { 'GET /kit': async () => ({}) });\n",
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
function loadOnce(b: Bundle, node: string): [number, number] {
  const script = `let t=performance.now();await import(${JSON.stringify(b.outfile)});const load=performance.now()-t;t=performance.now();for (const f of ${JSON.stringify(b.lazy)}) await import(f);process.stdout.write(JSON.stringify([load,performance.now()-t]));`;
  const out = execFileSync(node, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as [number, number];
}

const median = (s: number[]) => [...s].sort((a, b) => a - b)[Math.floor(s.length / 2)];

type Times = { load: number; lazy: number }[];

/**
 * Median load times of each bundle (and of its lazy chunks after it), on each Node binary. The
 * bundles take turns, round after round, so a slow spell of the machine falls on all of them (the
 * empty handler included) rather than on one.
 */
function loadTimes(bundles: readonly Bundle[], nodes: readonly string[]): Times[] {
  const samples = nodes.map(() => bundles.map(() => ({ load: [] as number[], lazy: [] as number[] })));
  for (let round = 0; round < LOADS; round++) {
    nodes.forEach((node, n) =>
      bundles.forEach((b, i) => {
        const [load, lazy] = loadOnce(b, node);
        samples[n][i].load.push(load);
        samples[n][i].lazy.push(lazy);
      }),
    );
  }
  return samples.map((perNode) => perNode.map((s) => ({ load: median(s.load), lazy: median(s.lazy) })));
}

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
  // The kit as it was built before its Node modules were read off `process.getBuiltinModule`.
  parts.push(await bundle('part-signed-in-kit-esm-node-imports', join(outDir, 'part-signed-in-kit.ts'), outDir, { keepNodeImports: true }));
  const partNames = [...Object.keys(PARTS), 'signed-in-kit, Node modules as ES imports'];
  // Every function a request waits on, and the jobs worker, which no request waits on (no budget).
  const names = [...REQUEST_PATH_FUNCTIONS(), 'jobs'];
  const built: Bundle[] = [];
  for (const name of names) built.push(await bundle(name, join(process.cwd(), 'functions', name, 'handler.ts'), outDir));
  // The baseline's functions, where it has them (a function new since has no baseline).
  const baseline = new Map<string, Bundle>();
  for (const name of BASELINE ? names : []) {
    const entry = join(BASELINE!, 'functions', name, 'handler.ts');
    if (existsSync(entry)) baseline.set(name, await bundle(`baseline-${name}`, entry, outDir));
  }
  // The figures that decide the budget are the Lambda runtime's; this machine's Node, when it is
  // another major, is timed in the same rounds beside it.
  const runtimeNode = lambdaNode();
  const machineMajor = Number(process.versions.node.split('.')[0]);
  const nodes = [runtimeNode ?? process.execPath, ...(runtimeNode && machineMajor !== LAMBDA_NODE_MAJOR ? [process.execPath] : [])];
  const [times, machineTimes] = loadTimes([empty, ...parts, ...built, ...baseline.values()], nodes);
  const emptyLoad = times[0].load;
  const partTimes = times.slice(1, 1 + parts.length);
  const loads = times.slice(1 + parts.length, 1 + parts.length + built.length);
  const baselineLoads = new Map([...baseline.keys()].map((name, i) => [name, times[1 + parts.length + built.length + i].load]));
  const kit = partTimes[Object.keys(PARTS).indexOf('signed-in-kit')].load;
  const ratio = (load: number, of = emptyLoad) => `${(load / of).toFixed(1)}x`;
  const plus = (n: number) => `${n < 0 ? '' : '+'}${ms(n)}`;
  const machineCell = (i: number) => (machineTimes ? [`${ms(machineTimes[i].load)} (${ratio(machineTimes[i].load, machineTimes[0].load)})`] : []);

  const rows = [
    [
      'bundle',
      'minified',
      'gzip',
      'load (median)',
      'x empty',
      'over empty',
      'over the kit',
      'budget',
      ...(machineTimes ? [`load on Node ${machineMajor} (x empty)`] : []),
      ...(BASELINE ? ['baseline load'] : []),
      'lazy chunks gzip',
      'lazy chunks load +',
    ],
  ];
  const blank = BASELINE ? ['-'] : [];
  rows.push(['(empty handler)', kb(empty.min), kb(empty.gzip), ms(emptyLoad), '1.0x', '-', '-', '-', ...machineCell(0), ...blank, '-', '-']);
  partNames.forEach((name, i) => {
    const { load } = partTimes[i];
    rows.push([`(${name} alone)`, kb(parts[i].min), kb(parts[i].gzip), ms(load), ratio(load), plus(load - emptyLoad), '-', '-', ...machineCell(1 + i), ...blank, '-', '-']);
  });
  built.forEach((b, i) => {
    const { load, lazy } = loads[i];
    const verdict =
      names[i] === 'jobs'
        ? 'none (no request waits)'
        : [`gzip ${b.gzip <= LAMBDA_GZIP_BUDGET ? 'ok' : 'OVER'}`, `load ${load <= LAMBDA_LOAD_BUDGET_RATIO * emptyLoad ? 'ok' : 'OVER'}`].join(', ');
    const before = baselineLoads.get(names[i]);
    const baselineCells = BASELINE ? [before === undefined ? '-' : `${ms(before)} (${ratio(before)})`] : [];
    const lazyCells = b.lazy.length ? [kb(b.lazyGzip), `+${ms(lazy)}`] : ['-', '-'];
    rows.push([names[i], kb(b.min), kb(b.gzip), ms(load), ratio(load), plus(load - emptyLoad), plus(load - kit), verdict, ...machineCell(1 + parts.length + i), ...baselineCells, ...lazyCells]);
  });
  const measuredOn = runtimeNode
    ? `Node ${execFileSync(nodes[0], ['--version'], { encoding: 'utf8' }).trim()}, the Lambda runtime's major`
    : `this machine's Node ${process.versions.node} only: no Node ${LAMBDA_NODE_MAJOR} binary could be had (set LAMBDA_BUNDLES_NODE), so these are not the runtime's figures`;
  return [
    `Lambda bundles (budget: what a cold start loads, gzip at most ${kb(LAMBDA_GZIP_BUDGET)}, import at most ${LAMBDA_LOAD_BUDGET_RATIO}x the empty handler's; median of ${LOADS} interleaved rounds, timed on ${measuredOn})`,
    table(rows),
    "The parts above are each imported alone: what a library costs a cold start is its time over the empty handler's. Over the kit is what a function adds to the signed-in kit's floor (its routes, schemas and services).",
    'Sizes are the entry and the chunks it imports statically. Lazy chunks load on the first call that needs them and are timed, all of them, after the entry in the same process: for objects, the record functions, exports and imports that is the first export, import or form call (exceljs, csv-parse, the export code, the saves, and the Lambda client a job start uses); elsewhere a CSV download, a save or an SDK client.',
  ].join('\n');
}
