import { describe, expect, it } from 'vitest';
import { MemoryIndex } from '../../../lib/search/memory-index';
import type { ScopeIndex } from '../../../lib/search/scoped-index';
import { plainOrder, sortedSearch } from '../../../lib/search/sorted-search';
import { fieldBit, presenceBits } from '../presence';
import { lackingTest } from './lacking-test';
import { objectSearchDoc } from './object-search-doc';
import { filterTest } from './search-doc';

const image = { uid: 'u', name: 'a.jpg', url: 'https://x/a.jpg' };

describe("an object's presence bits", () => {
  it('has a field when it holds a value: blank text, an empty list and null are none', () => {
    const bits = presenceBits({ inventoryNumber: 'A-1', objectName: '  ', quantity: 0, material: [], mainImage: image, description: null });
    expect(bits & fieldBit('inventoryNumber')).toBeTruthy();
    expect(bits & fieldBit('quantity')).toBeTruthy();
    expect(bits & fieldBit('mainImage')).toBeTruthy();
    expect(bits & fieldBit('objectName')).toBe(0);
    expect(bits & fieldBit('material')).toBe(0);
    expect(bits & fieldBit('description')).toBe(0);
  });

  it('has dimensions with any measure or other dimension', () => {
    expect(presenceBits({ weight: 12 }) & fieldBit('dimensions')).toBeTruthy();
    expect(presenceBits({ otherDimensions: [{ id: 'd', value: 3 }] }) & fieldBit('dimensions')).toBeTruthy();
    expect(presenceBits({ otherDimensions: [] }) & fieldBit('dimensions')).toBe(0);
  });
});

const docs = [
  objectSearchDoc('1', { inventoryNumber: 'A-1', objectName: 'Bronze bowl', quantity: 3, classification: 'metal' }),
  objectSearchDoc('2', { inventoryNumber: 'A-2', objectName: 'Bronze vase', description: 'Tall', quantity: 1 }),
  objectSearchDoc('3', { inventoryNumber: 'A-3', quantity: 2, classification: 'metal' }),
  // Saved before the bits: unknown, so never listed as lacking.
  { ...objectSearchDoc('4', { inventoryNumber: 'A-4' }), present: undefined },
];
const state = (changed: ScopeIndex['changed'] = new Map()): ScopeIndex => ({ index: new MemoryIndex(docs), loadedAt: 0, asOf: 0, changed, lookedAt: 0 });
const quantity = { id: 'quantity', key: (d: (typeof docs)[number]) => d.keys?.quantity, compare: plainOrder };

describe('missing=: the walk keeps the objects lacking the field', () => {
  it('with the words, the other filters and paging', () => {
    const index = new MemoryIndex(docs);
    const ids = (q: string, filters = {}) => index.search(q, lackingTest('description', filterTest(filters)), 0, 10).docs.map((d) => d.id);
    expect(ids('')).toEqual(['1', '3']);
    expect(ids('bronze')).toEqual(['1']);
    expect(ids('', { classification: 'metal' })).toEqual(['1', '3']);
    expect(index.search('', lackingTest('objectName', undefined), 0, 10).total).toBe(1);
    expect(index.search('', lackingTest('description', undefined), 1, 1)).toMatchObject({ total: 2, docs: [{ id: '3' }] });
  });

  it('sorted, with the changes since the build in their places', () => {
    const changed: ScopeIndex['changed'] = new Map([
      ['3', { doc: objectSearchDoc('3', { inventoryNumber: 'A-3', quantity: 2, description: 'Now described' }), changedAt: 't' }],
      ['5', { doc: objectSearchDoc('5', { inventoryNumber: 'A-5', quantity: 9 }), changedAt: 't' }],
    ]);
    const found = sortedSearch(state(changed), '', lackingTest('description', undefined), 0, 10, quantity, true);
    expect({ ids: found.docs.map((d) => d.id), total: found.total }).toEqual({ ids: ['5', '1'], total: 2 });
  });
});
