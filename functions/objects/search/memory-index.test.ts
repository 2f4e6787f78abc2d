import { describe, expect, it } from 'vitest';
import { MemoryIndex } from './memory-index';
import { objectSearchDoc, searchIn } from './search-doc';

const objects = [
  objectSearchDoc('1', { inventoryNumber: 'A-002/2024', objectName: 'Bronze bowl', classification: 'metal', country: 'Syria' }),
  objectSearchDoc('2', { inventoryNumber: 'A-001/2024', objectName: 'Vase', author: 'Émile Gallé', classification: 'glass' }),
  objectSearchDoc('3', { inventoryNumber: 'B-001', objectName: 'إِبْرِيقٌ نُحَاسِيٌّ', description: 'Bronze ewer', classification: 'metal', country: 'Egypt' }),
];
const index = new MemoryIndex(objects);
const search = (q: string, filters = {}, page = 0, size = 10) => searchIn({ index, changed: new Map() }, q, filters, page, size);

describe('object search in memory', () => {
  it('finds by word prefix, accent-free and in Arabic without vowels', () => {
    expect(search('bron')).toEqual({ ids: ['1', '3'], total: 2 });
    expect(search('galle')).toEqual({ ids: ['2'], total: 1 });
    expect(search('ابريق')).toEqual({ ids: ['3'], total: 1 });
  });

  it('finds an inventory number whole, by its start and by its parts', () => {
    expect(search('A-001/2024').ids).toEqual(['2']);
    expect(search('a-00').ids).toEqual(['2', '1']);
    expect(search('2024').ids).toEqual(['2', '1']);
  });

  it('needs every word and every filter', () => {
    expect(search('bronze bowl').ids).toEqual(['1']);
    expect(search('bronze', { classification: 'metal', country: 'Egypt' })).toEqual({ ids: ['3'], total: 1 });
    expect(search('', { classification: 'metal' }).total).toBe(2);
  });

  it('pages in inventory-number order with the exact total', () => {
    expect(search('', {}, 1, 2)).toEqual({ ids: ['3'], total: 3 });
  });

  it('answers with changes made since the index was built', () => {
    const changed = new Map([
      ['1', { doc: null, changedAt: '2026-01-01' }],
      ['4', { doc: objectSearchDoc('4', { inventoryNumber: 'A-0015', objectName: 'Bronze lamp' }), changedAt: '2026-01-01' }],
    ]);
    expect(searchIn({ index, changed }, 'bronze', {}, 0, 10)).toEqual({ ids: ['4', '3'], total: 2 });
  });
});
