import { beforeAll, describe, expect, it } from 'vitest';
import { ObjectCreateSchema } from '../../../shared/schemas/object';
import { OBJECT_MATERIALS_MAX, OBJECT_OTHER_DIMENSIONS_MAX, OBJECT_SINGLE_REFS, OBJECT_TECHNIQUES_MAX } from '../../../shared/schemas/object-fields';
import type { ObjectRecord } from './object-record';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let usageDeltas: typeof import('../vocabularies/engine').usageDeltas;
let record: typeof import('./object-record');
beforeAll(async () => {
  ({ usageDeltas } = await import('../vocabularies/engine'));
  record = await import('./object-record');
});
const numberOrder = (n: string) => record.numberOrder(n);
const objectFields: typeof import('./object-record').objectFields = (...args) => record.objectFields(...args);
const referencesOf: typeof import('./object-record').referencesOf = (...args) => record.referencesOf(...args);
const toObjectDto: typeof import('./object-record').toObjectDto = (...args) => record.toObjectDto(...args);

/** An input that references as many dropdown values as the schema allows, all named `<type>.<tag>-<n>`. */
function fullestInput(tag: string) {
  const ids = (type: string, n: number) => Array.from({ length: n }, (_, i) => `${type}.${tag}-${i}`);
  const singles = Object.fromEntries(Object.entries(OBJECT_SINGLE_REFS).map(([field, type]) => [field, `${type}.${tag}`]));
  return ObjectCreateSchema.parse({
    inventoryNumber: `N-${tag}`,
    available: false,
    ...singles,
    material: ids('material', OBJECT_MATERIALS_MAX),
    technique: ids('technique', OBJECT_TECHNIQUES_MAX),
    otherDimensions: Object.fromEntries(ids('otherDimensions', OBJECT_OTHER_DIMENSIONS_MAX).map((id) => [id, 1])),
  });
}

describe('object record', () => {
  it('orders inventory numbers as people read them: case aside, A-2 before A-10, leading zeros aside', () => {
    const numbers = ['A-10', 'a-2', 'B-1', 'A-001', 'A-9b', 'A-9a'];
    expect([...numbers].sort((x, y) => numberOrder(x).localeCompare(numberOrder(y)))).toEqual(['A-001', 'a-2', 'A-9a', 'A-9b', 'A-10', 'B-1']);
  });

  it('keeps the largest save far below the 100 items of a DynamoDB transaction', () => {
    const before = objectFields('t', fullestInput('old'));
    const after = objectFields('t', fullestInput('new'));
    const useCounts = usageDeltas(referencesOf(after), referencesOf(before)).length;
    // The object, the inventory-number claim and its release, the use counts moved, the
    // activity-log and audit entries, the day and hour counters of the activity log.
    const items = 1 + 2 + useCounts + 2 + 2;
    expect(useCounts).toBe(2 * (Object.keys(OBJECT_SINGLE_REFS).length + OBJECT_MATERIALS_MAX + OBJECT_TECHNIQUES_MAX + OBJECT_OTHER_DIMENSIONS_MAX));
    expect(items).toBeLessThanOrEqual(64);
  });

  it('refuses a reference of another dropdown type, naming the field', () => {
    const input = ObjectCreateSchema.parse({ inventoryNumber: 'N-1', material: ['technique.x'] });
    expect(() => objectFields('t', input)).toThrow(expect.objectContaining({ status: 400, fieldErrors: { material: 'Choose a Material value.' } }));
  });

  it('answers every field, null or empty when not set, available unless marked', () => {
    const stored = { tenant: 't', id: 'o1', version: 1, ...objectFields('t', ObjectCreateSchema.parse({ inventoryNumber: 'N-1' })) } as ObjectRecord;
    const dto = toObjectDto(stored);
    expect(dto).toMatchObject({ inventoryNumber: 'N-1', objectName: null, available: true, temporaryLocation: false, material: [], otherDimensions: {}, mainImage: null, imageList: [] });
  });
});
