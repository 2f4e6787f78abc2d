import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLOUR } from '../../../shared/constants';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let engine: typeof import('./engine');
beforeAll(async () => {
  engine = await import('./engine');
});

const categories = { key: 'categories', entityType: 'categories', label: 'Category' };
const subcategories = { key: 'subcategories', entityType: 'subcategories', label: 'Subcategory', parent: categories, parentField: 'category' };
const reasons = { key: 'movementReasons', entityType: 'movementReasons', label: 'Movement Reason', colour: true };

describe('vocabulary engine rules', () => {
  it('treats values that differ only in spacing as one', () => {
    expect(engine.normaliseValue('  Oil   on\tcanvas ')).toBe('Oil on canvas');
  });

  it('scopes uniqueness to the list, and to the parent in a child list', () => {
    expect(engine.uniquenessScope(categories, undefined)).toBe('vocabulary#categories');
    expect(engine.uniquenessScope(subcategories, 'c1')).not.toBe(engine.uniquenessScope(subcategories, 'c2'));
  });

  it('sums uses per value, so one transaction touches each value once', () => {
    const a = { list: 'countries', id: 'qa' };
    const b = { list: 'countries', id: 'om' };
    expect(engine.usageDeltas([a, a, b], [b])).toEqual([{ ref: a, by: 2 }]);
    expect(engine.usageDeltas([a], [a])).toEqual([]);
    expect(engine.usageDeltas([], [a, b])).toEqual([
      { ref: a, by: -1 },
      { ref: b, by: -1 },
    ]);
  });

  it('names how many records use a value', () => {
    expect(engine.inUseMessage('Category', 'Painting', 1)).toBe('Category "Painting" is used by 1 record, so it cannot be deleted.');
    expect(engine.inUseMessage('Category', 'Painting', 3)).toBe('Category "Painting" is used by 3 records, so it cannot be deleted.');
  });

  it('gives a colour list the default colour and refuses colours elsewhere', () => {
    expect(engine.newValueRecord('t', reasons, { value: 'Loan' }, 'id1')).toMatchObject({ color: DEFAULT_COLOUR, search: 'loan', usage: 0, version: 1 });
    expect(engine.newValueRecord('t', reasons, { value: 'Loan', color: '#123456' }, 'id1').color).toBe('#123456');
    expect(() => engine.newValueRecord('t', categories, { value: 'Loan', color: '#123456' })).toThrow(/has no colour/);
  });

  it('requires a parent in a child list and refuses one elsewhere', () => {
    expect(() => engine.newValueRecord('t', subcategories, { value: 'Oil' })).toThrow('Choose the Category first.');
    expect(() => engine.newValueRecord('t', categories, { value: 'Oil', parentId: 'x' })).toThrow(/has no parent/);
    expect(engine.newValueRecord('t', subcategories, { value: 'Oil', parentId: 'c1' }).parentId).toBe('c1');
  });

  it('sorts values alphabetically, ignoring case and reading numbers as numbers', () => {
    const sorted = ['gallery 10', 'Gallery 2', 'alcove'].map((value) => ({ value })).sort(engine.byValue);
    expect(sorted.map((v) => v.value)).toEqual(['alcove', 'Gallery 2', 'gallery 10']);
  });
});
