import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resources } from '../shared/routes';
import { buildLambda } from '../infra/build-lambda';
import { kb, ms, table } from './stats';

const BUDGET_MIN = 250 * 1024;
const BUDGET_GZIP = 80 * 1024;
const BUDGET_LOAD_MS = 30;
const LOADS = 15;

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

export async function benchLambdaBundles(): Promise<string> {
  // Inside the project, so the external SDK clients resolve from node_modules as the runtime's would.
  const outDir = join(process.cwd(), '.bench', 'lambdas');
  mkdirSync(outDir, { recursive: true });
  const emptyEntry = join(outDir, 'empty-handler.ts');
  writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const empty = await bundle('empty', emptyEntry, outDir);
  // What the SDK's DynamoDB document client would cost by itself, taken from the runtime: the
  // reason the functions use their own client (functions/lib/dynamodb).
  const sdkEntry = join(outDir, 'sdk-only.ts');
  writeFileSync(sdkEntry, "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\nexport const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n");
  const sdkOnly = await bundle('sdk-only', sdkEntry, outDir, { external: ['@aws-sdk/*'], alias: {} });
  const names = [...resources(), 'onboarding'];
  const built = [];
  for (const name of names) built.push(await bundle(name, join(process.cwd(), 'functions', name, 'handler.ts'), outDir));
  const [emptyLoad, sdkLoad, ...loads] = loadTimes([empty, sdkOnly, ...built].map((b) => b.outfile));

  const rows = [['bundle', 'minified', 'gzip', 'load (median)', 'vs empty', 'budget']];
  rows.push(['(empty handler)', kb(empty.min), kb(empty.gzip), ms(emptyLoad), '-', '-']);
  rows.push(['(SDK DynamoDB client alone, not used)', kb(sdkOnly.min), kb(sdkOnly.gzip), ms(sdkLoad), `+${ms(sdkLoad - emptyLoad)}`, '-']);
  built.forEach((b, i) => {
    const load = loads[i];
    const verdict = [
      `min ${b.min <= BUDGET_MIN ? 'ok' : 'OVER'}`,
      `gzip ${b.gzip <= BUDGET_GZIP ? 'ok' : 'OVER'}`,
      `load ${load - emptyLoad <= BUDGET_LOAD_MS ? 'ok' : 'OVER'}`,
    ].join(', ');
    rows.push([names[i], kb(b.min), kb(b.gzip), ms(load), `+${ms(load - emptyLoad)}`, verdict]);
  });
  return `Lambda bundles (budget ${kb(BUDGET_MIN)} min / ${kb(BUDGET_GZIP)} gzip, load at most +${BUDGET_LOAD_MS} ms over the empty handler; median of ${LOADS} rounds)\n${table(rows)}`;
}
