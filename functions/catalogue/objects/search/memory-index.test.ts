import { describe, expect, it } from 'vitest';
import { MemoryIndex } from '../../../lib/search/memory-index';
import { filterTest, type ObjectFilters, type SearchDoc } from './search-doc';
import { objectSearchDoc } from './object-search-doc';

const objects = [
  objectSearchDoc('1', { inventoryNumber: 'A-002/2024', objectName: 'Bronze bowl', classification: 'metal', country: 'Syria', registrationDate: '2024-03-01' }),
  objectSearchDoc('2', { inventoryNumber: 'A-001/2024', objectName: 'Vase', author: 'Émile Gallé', classification: 'glass', showcaseNumber: 'SC-12' }),
  objectSearchDoc('3', { inventoryNumber: 'B-001', objectName: 'إِبْرِيقٌ نُحَاسِيٌّ', description: 'Bronze ewer', classification: 'metal', country: 'Egypt', registrationDate: '2025-01-31' }),
];
const index = new MemoryIndex(objects);
type Changed = Map<string, { doc: SearchDoc | null }>;
function searchWith(changed: Changed, q: string, filters: ObjectFilters = {}, page = 0, size = 10) {
  const extra = [...changed.values()].flatMap((c) => (c.doc ? [c.doc] : []));
  const { docs, total } = index.search(q, filterTest(filters), page, size, new Set(changed.keys()), extra);
  return { ids: docs.map((d) => d.id), total };
}
const search = (q: string, filters: ObjectFilters = {}, page = 0, size = 10) => searchWith(new Map(), q, filters, page, size);

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

  it('filters a text field by its own words, and the registration date by an inclusive range', () => {
    expect(search('', { objectName: 'bro' }).ids).toEqual(['1']);
    expect(search('', { description: 'bowl' }).ids).toEqual([]);
    expect(search('', { showcaseNumber: 'sc-12' }).ids).toEqual(['2']);
    expect(search('', { country: 'syr' }).ids).toEqual(['1']);
    expect(search('', { startDate: '2024-03-01', endDate: '2025-01-31' }).ids).toEqual(['1', '3']);
    expect(search('', { startDate: '2024-03-02' }).ids).toEqual(['3']);
    expect(search('', { endDate: '2024-03-01' }).ids).toEqual(['1']);
  });

  it('keeps the objects whose production years overlap the asked years, an open end reaching every year on its side', () => {
    const spans: [string, Partial<Record<'productionEarliestYear' | 'productionLatestYear', number>>][] = [
      ['Y-1', { productionEarliestYear: 1830, productionLatestYear: 1835 }],
      ['Y-2', { productionLatestYear: 1820 }],
      ['Y-3', { productionEarliestYear: 1900 }],
      ['Y-4', { productionEarliestYear: -300, productionLatestYear: -201 }],
      ['Y-5', {}],
    ];
    const years = new MemoryIndex(spans.map(([number, span]) => objectSearchDoc(number, { inventoryNumber: number, ...span })));
    const found = (filters: ObjectFilters) => years.search('', filterTest(filters), 0, 10, new Set(), []).docs.map((d) => d.id);
    expect(found({ producedFrom: 1835, producedTo: 1840 })).toEqual(['Y-1']);
    expect(found({ producedFrom: 1836 })).toEqual(['Y-3']);
    expect(found({ producedTo: 1829 })).toEqual(['Y-2', 'Y-4']);
    expect(found({ producedFrom: -250, producedTo: 0 })).toEqual(['Y-2', 'Y-4']);
    expect(found({ producedFrom: 2000, producedTo: 2001 })).toEqual(['Y-3']);
    expect(found({})).toHaveLength(5);
  });

  it('pages in inventory-number order with the exact total', () => {
    expect(search('', {}, 1, 2)).toEqual({ ids: ['3'], total: 3 });
  });

  it('answers with changes made since the index was built', () => {
    const changed = new Map([
      ['1', { doc: null, changedAt: '2026-01-01' }],
      ['4', { doc: objectSearchDoc('4', { inventoryNumber: 'A-0015', objectName: 'Bronze lamp' }), changedAt: '2026-01-01' }],
    ]);
    expect(searchWith(changed, 'bronze')).toEqual({ ids: ['4', '3'], total: 2 });
  });
});
