import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS } from '../../../shared/schemas/import';
import { importKindArea } from './kind-areas';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let importKind: typeof import('./kinds').importKind;
beforeAll(async () => {
  ({ importKind } = await import('./kinds'));
});

describe('the area of each kind of import, known without loading the kinds', () => {
  it.each(IMPORT_KINDS)('%s: the area its module is imported under', (kind) => {
    expect(importKindArea(kind)).toBe(importKind(kind).area);
  });
});
