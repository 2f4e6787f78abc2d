import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resources } from '../shared/routes';
import { buildLambda } from '../infra/build-lambda';
import { kb, ms, table } from './stats';

const BUDGET_GZIP = 80 * 1024;
/** A function's import may take at most this many times the empty handler's, in the same run. */
const BUDGET_LOAD_RATIO = 6;
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

async function bundle(name: string, entry: string, outDir: string, options?: { external: string[]; alias: Record<string, string> }) {
  const outfile = join(outDir, `${name}.mjs`);
  await buildLambda(entry, outfile, options);
  const code = readFileSync(outfile);
  return { outfile, min: code.length, gzip: gzipSync(code).length };
}

/** Time to import a bundle in a fresh Node process: what a cold start pays for its code. */
function loadOnce(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    encoding: 'utf8',
  });
  return Number(out);
}

/**
 * Median load time of each bundle. The bundles take turns, round after round, so a slow spell of
 * the machine falls on all of them (the empty handler included) rather than on one.
 */
function loadTimes(files: readonly string[]): number[] {
  const samples = files.map(() => [] as number[]);
  for (let round = 0; round < LOADS; round++) files.forEach((file, i) => samples[i].push(loadOnce(file)));
  return samples.map((s) => s.sort((a, b) => a - b)[Math.floor(s.length / 2)]);
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
  const parts: Awaited<ReturnType<typeof bundle>>[] = [];
  for (const [name, code] of Object.entries(PARTS)) parts.push(await bundle(`part-${name}`, entryOf(`part-${name}`, code), outDir));
  const names = [...resources(), 'onboarding'];
  const built = [];
  for (const name of names) built.push(await bundle(name, join(process.cwd(), 'functions', name, 'handler.ts'), outDir));
  const [emptyLoad, ...rest] = loadTimes([empty, ...parts, ...built].map((b) => b.outfile));
  // A part measured faster than the empty handler (noise) counts as nothing.
  const partLoads = Object.fromEntries(Object.keys(PARTS).map((name, i) => [name, Math.max(0, rest[i] - emptyLoad)]));
  const loads = rest.slice(parts.length);

  const rows = [['bundle', 'minified', 'gzip', 'load (median)', 'x empty', 'ElectroDB / logger / own code', 'budget']];
  rows.push(['(empty handler)', kb(empty.min), kb(empty.gzip), ms(emptyLoad), '1.0x', '-', '-']);
  Object.keys(PARTS).forEach((name, i) => {
    rows.push([`(${name} alone)`, kb(parts[i].min), kb(parts[i].gzip), ms(rest[i]), `${(rest[i] / emptyLoad).toFixed(1)}x`, `+${ms(partLoads[name])}`, '-']);
  });
  built.forEach((b, i) => {
    const load = loads[i];
    const over = load - emptyLoad;
    const own = over - partLoads.electrodb - partLoads.logger;
    const verdict = [`gzip ${b.gzip <= BUDGET_GZIP ? 'ok' : 'OVER'}`, `load ${load <= BUDGET_LOAD_RATIO * emptyLoad ? 'ok' : 'OVER'}`].join(', ');
    rows.push([names[i], kb(b.min), kb(b.gzip), ms(load), `${(load / emptyLoad).toFixed(1)}x`, `${share(partLoads.electrodb, over)} / ${share(partLoads.logger, over)} / ${share(own, over)}`, verdict]);
  });
  return [
    `Lambda bundles (budget: gzip at most ${kb(BUDGET_GZIP)}, import at most ${BUDGET_LOAD_RATIO}x the empty handler's; median of ${LOADS} interleaved rounds)`,
    table(rows),
    "The shares split each function's time over the empty handler: ElectroDB's and the logger's own import times (measured alone, above), and the rest: our code, zod, middy and the JWT verifier.",
  ].join('\n');
}
