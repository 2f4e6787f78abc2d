import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLambda } from '../infra/build-lambda';
import { LAMBDA_GZIP_BUDGET } from '../infra/bundling';

async function main() {
  for (const name of process.argv.slice(2)) {
    const b = await buildLambda(join(process.cwd(), 'functions', name, 'handler.ts'), join('/tmp/migrate-bundles', name));
    const g = b.coldStart.reduce((s, f) => s + gzipSync(readFileSync(f)).length, 0);
    console.log(name, g, 'left', LAMBDA_GZIP_BUDGET - g);
  }
}
void main();
