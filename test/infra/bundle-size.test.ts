import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLambda } from '../../infra/build-lambda';
import { LAMBDA_GZIP_BUDGET, REQUEST_PATH_FUNCTIONS } from '../../infra/bundling';

const outDir = join(process.cwd(), 'node_modules', '.cache', 'museum-bundle-size');
const gzip = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * What a cold start loads is the entry and the chunks it imports statically, built as deployed
 * (`infra/build-lambda.ts`); chunks behind an `import()` (exceljs for an export or an import)
 * are loaded by the call that needs them. The load time this stands for is `npm run bench -- lambda-bundles`.
 */
describe('bundle size of every function a request waits on', () => {
  it.each(REQUEST_PATH_FUNCTIONS())(`%s: the gzip a cold start loads, against the ${LAMBDA_GZIP_BUDGET / 1024} KB budget`, async (name) => {
    const bundle = await buildLambda(join(process.cwd(), 'functions', name, 'handler.ts'), join(outDir, name));
    expect(gzip(bundle.coldStart)).toBeLessThanOrEqual(LAMBDA_GZIP_BUDGET);
  });

  it('keeps exceljs out of every cold start: an export or an import loads it on its first call', async () => {
    for (const name of ['objects', 'imports']) {
      const bundle = await buildLambda(join(process.cwd(), 'functions', name, 'handler.ts'), join(outDir, name));
      const coldCode = bundle.coldStart.map((file) => readFileSync(file, 'utf8')).join('');
      const lazyCode = bundle.lazy.map((file) => readFileSync(file, 'utf8')).join('');
      // exceljs's streaming workbook writer names its parts by these paths.
      expect(coldCode, name).not.toContain('xl/worksheets/sheet');
      expect(lazyCode, name).toContain('xl/worksheets/sheet');
    }
  });
});
