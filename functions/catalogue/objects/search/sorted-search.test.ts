import { describe, expect, it } from 'vitest';
import { MemoryIndex } from '../../../lib/search/memory-index';
import type { ScopeIndex } from '../../../lib/search/scoped-index';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { collatorFor, plainOrder, sortedSearch, type SortField } from '../../../lib/search/sorted-search';
import { objectSearchDoc } from './object-search-doc';

const sortBy = (values: string[], locale = 'en') => [...values].sort(collatorFor(locale).compare);

describe('sorting text as a reader expects', () => {
  it('orders numbers inside text naturally', () => {
    expect(sortBy(['A-10', 'A-2', 'a-1', 'B-1', 'A-02/3'])).toEqual(['a-1', 'A-2', 'A-02/3', 'A-10', 'B-1']);
  });

  it('puts accented letters beside their plain letter, not after z', () => {
    expect(sortBy(['Zoë', 'Émile', 'Eve', 'ancre', 'Ängel'])).toEqual(['ancre', 'Ängel', 'Émile', 'Eve', 'Zoë']);
  });

  it('orders Arabic by its letters, hamza forms of alef with alef', () => {
    expect(sortBy(['يوسف', 'أحمد', 'ابراهيم', 'إبريق', 'بدر'], 'ar')).toEqual(['ابراهيم', 'إبريق', 'أحمد', 'بدر', 'يوسف']);
  });
});

const docs = [
  objectSearchDoc('1', { inventoryNumber: 'A-10', objectName: 'Émile vase', objectTitle: 'b', quantity: 2, classification: 'c-metal' }),
  objectSearchDoc('2', { inventoryNumber: 'A-2', objectName: 'Bowl', quantity: 2, classification: 'c-glass' }),
  objectSearchDoc('3', { inventoryNumber: 'A-1', objectName: 'ewer', objectTitle: 'a', quantity: 10, classification: 'c-metal' }),
  objectSearchDoc('4', { inventoryNumber: 'B-1', objectName: 'bowl', quantity: 1 }),
];
const stateOf = (changed: ScopeIndex['changed'] = new Map()): ScopeIndex => ({ index: new MemoryIndex(docs), loadedAt: 0, asOf: 0, changed, lookedAt: 0 });
const collator = collatorFor('en');
const text = (id: string, key: (d: SearchDoc) => string | number | undefined): SortField => ({ id, key, compare: (a, b) => collator.compare(String(a), String(b)) });
const quantity: SortField = { id: 'quantity', key: (d) => d.keys?.quantity, compare: plainOrder };
const ids = (r: { docs: SearchDoc[] }) => r.docs.map((d) => d.id);

describe('a sorted walk of the index', () => {
  it('sorts both ways, breaking ties by inventory number ascending either way', () => {
    expect(ids(sortedSearch(stateOf(), '', undefined, 0, 10, quantity, false))).toEqual(['4', '2', '1', '3']);
    expect(ids(sortedSearch(stateOf(), '', undefined, 0, 10, quantity, true))).toEqual(['3', '2', '1', '4']);
  });

  it('ties names that differ only in case, broken by inventory number', () => {
    expect(ids(sortedSearch(stateOf(), '', undefined, 0, 10, text('name', (d) => d.name), false))).toEqual(['2', '4', '1', '3']);
  });

  it('keeps documents without the value last in both directions', () => {
    const title = text('title', (d) => d.keys?.objectTitle);
    expect(ids(sortedSearch(stateOf(), '', undefined, 0, 10, title, false))).toEqual(['3', '1', '2', '4']);
    expect(ids(sortedSearch(stateOf(), '', undefined, 0, 10, title, true))).toEqual(['1', '3', '2', '4']);
  });

  it('pages with the exact total, after the words and filters', () => {
    expect(sortedSearch(stateOf(), '', undefined, 1, 3, quantity, false)).toMatchObject({ total: 4 });
    expect(ids(sortedSearch(stateOf(), '', undefined, 1, 3, quantity, false))).toEqual(['3']);
    const found = sortedSearch(stateOf(), 'bowl', (d) => d.number !== 'B-1', 0, 10, quantity, true);
    expect({ ids: ids(found), total: found.total }).toEqual({ ids: ['2'], total: 1 });
  });

  it('orders dropdown values by the title read now, not by id', () => {
    const titles = new Map([['c-metal', 'Bronze'], ['c-glass', 'Verre']]);
    const byTitle = (renamed: Map<string, string>): SortField => ({
      id: 'classification',
      key: (d) => d.exact.classification,
      compare: plainOrder,
      regroup: (a, b) => collator.compare(renamed.get(String(a))!, renamed.get(String(b))!),
    });
    expect(ids(sortedSearch(stateOf(), '', undefined, 0, 10, byTitle(titles), false))).toEqual(['3', '1', '2', '4']);
    const state = stateOf();
    sortedSearch(state, '', undefined, 0, 10, byTitle(titles), false);
    expect(ids(sortedSearch(state, '', undefined, 0, 10, byTitle(new Map([['c-metal', 'Zinc'], ['c-glass', 'Verre']])), false))).toEqual(['2', '3', '1', '4']);
  });

  it('merges changes since the build into their places', () => {
    const changed: ScopeIndex['changed'] = new Map([
      ['3', { doc: null, changedAt: 't' }],
      ['2', { doc: objectSearchDoc('2', { inventoryNumber: 'A-2', quantity: 5 }), changedAt: 't' }],
      ['5', { doc: objectSearchDoc('5', { inventoryNumber: 'A-0', quantity: 2 }), changedAt: 't' }],
      ['6', { doc: objectSearchDoc('6', { inventoryNumber: 'A-3' }), changedAt: 't' }],
    ]);
    expect(ids(sortedSearch(stateOf(changed), '', undefined, 0, 10, quantity, false))).toEqual(['4', '5', '1', '2', '6']);
    expect(ids(sortedSearch(stateOf(changed), '', undefined, 0, 10, quantity, true))).toEqual(['2', '5', '1', '4', '6']);
    // The whole list stops walking at its page; its total is counted, the deleted and replaced once.
    const page = sortedSearch(stateOf(changed), '', undefined, 1, 2, quantity, false);
    expect({ ids: ids(page), total: page.total }).toEqual({ ids: ['1', '2'], total: 5 });
    expect(sortedSearch(stateOf(changed), '', (d) => d.id !== '6', 0, 2, quantity, false).total).toBe(4);
  });

  it('counts the groups before a page of the whole list as a walk over them would', () => {
    const many = Array.from({ length: 40 }, (_, n) => objectSearchDoc(`m${n}`, { inventoryNumber: `M-${n}`, quantity: n % 7 ? n % 4 : null }));
    const changed: ScopeIndex['changed'] = new Map([
      ['m5', { doc: null, changedAt: 't' }],
      ['m9', { doc: objectSearchDoc('m9', { inventoryNumber: 'M-9', quantity: 0 }), changedAt: 't' }],
      ['m40', { doc: objectSearchDoc('m40', { inventoryNumber: 'M-40', quantity: 2 }), changedAt: 't' }],
    ]);
    const state: ScopeIndex = { index: new MemoryIndex(many), loadedAt: 0, asOf: 0, changed, lookedAt: 0 };
    const everyone = () => true;
    // A dropdown's groups in the order of their titles (here the reverse of their ids).
    const titled: SortField = { ...quantity, regroup: (a, b) => plainOrder(b, a) };
    for (const [descending, field] of [[false, quantity], [true, quantity], [false, titled], [true, titled]] as const) {
      for (let page = 0; page < 5; page++) {
        const counted = sortedSearch(state, '', undefined, page, 9, field, descending);
        const walked = sortedSearch(state, '', everyone, page, 9, field, descending);
        expect({ ids: ids(counted), total: counted.total }).toEqual({ ids: ids(walked), total: walked.total });
        expect(walked.total).toBe(40);
        // A set's members placed by their ranks page as the walk testing membership does.
        const set = new Set(['m1', 'm2', 'm5', 'm9', 'm13', 'm14', 'm21', 'm22', 'm30', 'm33', 'm40', 'none']);
        const member = (d: SearchDoc) => set.has(d.id);
        const ranked = sortedSearch(state, '', member, page, 3, field, descending, set);
        const tested = sortedSearch(state, '', member, page, 3, field, descending);
        expect({ ids: ids(ranked), total: ranked.total }).toEqual({ ids: ids(tested), total: tested.total });
        expect(tested.total).toBe(10);
      }
    }
  });
});
