import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes';

describe('the fields a logged change altered', () => {
  it('names each changed field once with its old and new value, and nothing unchanged', () => {
    const before = { id: 'o1', inventoryNumber: 'A-1', objectName: 'Jar', material: ['m1'], otherDimensions: [{ id: 'd1', value: 2 }], verified: false };
    const after = { id: 'o1', inventoryNumber: 'A-1', objectName: 'Vase', material: ['m1', 'm2'], otherDimensions: [{ value: 2, id: 'd1' }], verified: true };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'objectName', old: 'Jar', new: 'Vase' },
      { field: 'material', old: ['m1'], new: ['m1', 'm2'] },
      { field: 'verified', old: false, new: true },
    ]);
  });

  it('leaves out what a save moves by itself: version, times, keys, sort keys and tallies', () => {
    const before = { tenant: 't', id: 'o1', version: 1, createdAt: 'a', updatedAt: 'b', numberOrder: 'a-1', recordUses: 1, tally: { condition: 1 }, tallyVersion: 1 };
    const after = { tenant: 't', id: 'o1', version: 2, createdAt: 'a', updatedAt: 'c', numberOrder: 'a-2', recordUses: 2, tally: { condition: 2 }, tallyVersion: 2 };
    expect(fieldChanges(before, after)).toEqual([]);
  });

  it('reports a field set or removed with null on the side that had no value', () => {
    expect(fieldChanges({ objectName: 'Jar', title: '' }, { title: 'Lid', creator: [] })).toEqual([
      { field: 'title', old: null, new: 'Lid' },
      { field: 'objectName', old: 'Jar', new: null },
    ]);
  });

  it("lists a created record's fields, and a related record's own fields out of its fields map", () => {
    expect(fieldChanges(undefined, { id: 'r1', objectName: 'Jar' })).toEqual([{ field: 'objectName', old: null, new: 'Jar' }]);
    const before = { id: 'r1', type: 'condition', objectId: 'o1', order: '2024-01-01', fields: { conditionDate: '2024-01-01', note: 'ok' } };
    const after = { id: 'r1', type: 'condition', objectId: 'o1', order: '2024-02-01', fields: { conditionDate: '2024-02-01', note: 'ok' } };
    expect(fieldChanges(before, after)).toEqual([{ field: 'conditionDate', old: '2024-01-01', new: '2024-02-01' }]);
  });
});
