import { readFileSync, rmSync } from 'node:fs';
import { ImportType, init, parse } from 'es-module-lexer';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLambda, type LambdaBundle } from '../../infra/build-lambda';
import { LAMBDA_GZIP_BUDGET, REQUEST_PATH_FUNCTIONS } from '../../infra/bundling';

const outDir = join(process.cwd(), 'node_modules', '.cache', 'museum-bundle-size');
const gzip = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const builds = new Map<string, Promise<LambdaBundle>>();
function built(name: string): Promise<LambdaBundle> {
  if (!builds.has(name)) builds.set(name, buildLambda(join(process.cwd(), 'functions', name, 'handler.ts'), join(outDir, name)));
  return builds.get(name)!;
}

/**
 * What a cold start loads is the entry and the chunks it imports statically, built as deployed
 * (`infra/build-lambda.ts`); chunks behind an `import()` (exceljs for an export or an import)
 * are loaded by the call that needs them. The load time this stands for is `npm run bench -- lambda-bundles`.
 */
describe('bundle size of every function a request waits on', () => {
  it.each(REQUEST_PATH_FUNCTIONS())(`%s: the gzip a cold start loads, against the ${LAMBDA_GZIP_BUDGET / 1024} KB budget`, async (name) => {
    const bundle = await built(name);
    expect(gzip(bundle.coldStart)).toBeLessThanOrEqual(LAMBDA_GZIP_BUDGET);
  });

  // On Node 22 the 14 Node modules a signed-in function imports cost 15 ms more imported than required (infra/node-builtins.ts).
  it.each(REQUEST_PATH_FUNCTIONS())('%s: imports no Node module as an ES module, in any file', async (name) => {
    const bundle = await built(name);
    await init;
    const imported = [...bundle.coldStart, ...bundle.lazy].flatMap((file) =>
      parse(readFileSync(file, 'utf8'))[0].filter((found) => found.t === ImportType.Static && found.n !== undefined && isBuiltin(found.n)).map((found) => found.n),
    );
    expect(imported).toEqual([]);
  });

  it('keeps exceljs out of every cold start: an export or an import loads it on its first call', async () => {
    for (const name of ['objects', 'imports']) {
      const bundle = await built(name);
      const coldCode = bundle.coldStart.map((file) => readFileSync(file, 'utf8')).join('');
      const lazyCode = bundle.lazy.map((file) => readFileSync(file, 'utf8')).join('');
      // exceljs's streaming workbook writer names its parts by these paths.
      expect(coldCode, name).not.toContain('xl/worksheets/sheet');
      expect(lazyCode, name).toContain('xl/worksheets/sheet');
    }
  });
});
