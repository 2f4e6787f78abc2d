import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { resources } from '../shared/routes';
import { LAMBDA_BUNDLING } from '../infra/bundling';
import { kb, ms, table } from './stats';

const BUDGET_MIN = 250 * 1024;
const BUDGET_GZIP = 80 * 1024;
const BUDGET_LOAD_MS = 30;
const LOADS = 7;

async function bundle(name: string, entry: string, outDir: string, options = { external: [...LAMBDA_BUNDLING.external] as string[], alias: { ...LAMBDA_BUNDLING.alias } as Record<string, string> }) {
  const outfile = join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUNDLING.target,
    minify: true,
    banner: { js: LAMBDA_BUNDLING.banner },
    external: options.external,
    alias: options.alias,
    absWorkingDir: process.cwd(),
    logLevel: 'error',
  });
  const code = readFileSync(outfile);
  return { outfile, min: code.length, gzip: gzipSync(code).length };
}

/** Median time to import the bundle in a fresh Node process: what a cold start pays for our code. */
function loadTime(file: string): number {
  const samples: number[] = [];
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  for (let i = 0; i < LOADS; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      encoding: 'utf8',
    });
    samples.push(Number(out));
  }
  return samples.sort((a, b) => a - b)[Math.floor(LOADS / 2)];
}

export async function benchLambdaBundles(): Promise<string> {
  // Inside the project, so the external SDK clients resolve from node_modules as the runtime's would.
  const outDir = join(process.cwd(), '.bench', 'lambdas');
  mkdirSync(outDir, { recursive: true });
  const emptyEntry = join(outDir, 'empty-handler.ts');
  writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const empty = await bundle('empty', emptyEntry, outDir);
  const emptyLoad = loadTime(empty.outfile);
  // What the SDK's DynamoDB document client would cost by itself, taken from the runtime: the
  // reason the functions use their own client (functions/lib/dynamodb).
  const sdkEntry = join(outDir, 'sdk-only.ts');
  writeFileSync(sdkEntry, "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\nexport const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n");
  const sdkOnly = await bundle('sdk-only', sdkEntry, outDir, { external: ['@aws-sdk/*'], alias: {} });
  const sdkLoad = loadTime(sdkOnly.outfile);

  const rows = [['bundle', 'minified', 'gzip', 'load (median)', 'vs empty', 'budget']];
  rows.push(['(empty handler)', kb(empty.min), kb(empty.gzip), ms(emptyLoad), '-', '-']);
  rows.push(['(SDK DynamoDB client alone, not used)', kb(sdkOnly.min), kb(sdkOnly.gzip), ms(sdkLoad), `+${ms(sdkLoad - emptyLoad)}`, '-']);
  for (const resource of [...resources(), 'onboarding']) {
    const b = await bundle(resource, join(process.cwd(), 'functions', resource, 'handler.ts'), outDir);
    const load = loadTime(b.outfile);
    const verdict = [
      `min ${b.min <= BUDGET_MIN ? 'ok' : 'OVER'}`,
      `gzip ${b.gzip <= BUDGET_GZIP ? 'ok' : 'OVER'}`,
      `load ${load - emptyLoad <= BUDGET_LOAD_MS ? 'ok' : 'OVER'}`,
    ].join(', ');
    rows.push([resource, kb(b.min), kb(b.gzip), ms(load), `+${ms(load - emptyLoad)}`, verdict]);
  }
  return `Lambda bundles (budget ${kb(BUDGET_MIN)} min / ${kb(BUDGET_GZIP)} gzip, load at most +${BUDGET_LOAD_MS} ms over the empty handler)\n${table(rows)}`;
}
