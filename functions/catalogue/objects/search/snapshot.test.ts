import { describe, expect, it } from 'vitest';
import { objectSearchDoc } from './object-search-doc';
import { filterTest } from './search-doc';
import { decodeIndex } from '../../../lib/search/index-snapshot';
import { encodeIndex, withTerms } from '../../../lib/search/index-snapshot-encode';
import { decodeDocs, encodeDocs } from '../../../lib/search/legacy-snapshot';
import { byListOrder, invert, MemoryIndex } from '../../../lib/search/memory-index';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { applyChanges } from '../../../lib/search/snapshot-codec';
import type { ScopeIndex } from '../../../lib/search/scoped-index';
import { buildGroups } from '../../../lib/search/sort-groups';
import { collatorFor, plainOrder, sortedSearch, type SortField } from '../../../lib/search/sorted-search';

const docs = [
  objectSearchDoc('1', { inventoryNumber: 'A-001', objectName: 'Bronze ewer', classification: 'metal', registrationDate: '2020-05-01', showcaseNumber: 'SC-1', quantity: 2 }, '2026-01-01T00:00:00.000Z'),
  objectSearchDoc('2', { inventoryNumber: 'A-002', objectName: 'إِبْرِيقٌ', country: 'Syria', productionEarliestYear: 1830, productionLatestYear: 1835 }),
  objectSearchDoc('5', { inventoryNumber: 'A-005', productionLatestYear: -500 }),
];
const sortedTerms = (d: SearchDoc) => ({ ...d, terms: [...d.terms].sort() });
/** Many documents, so that the encoder's dictionary columns are used as well as its plain ones. */
const many = Array.from({ length: 400 }, (_, n) =>
  objectSearchDoc(`id-${n}`, { inventoryNumber: `B-${400 - n}`, objectName: n % 3 ? `Bronze cup ${n}` : 'Glass', classification: `c-${n % 4}`, objectTitle: n % 5 ? 'Title' : undefined, quantity: n % 7, productionEarliestYear: 1800 + (n % 9) }),
);

describe('the search snapshot (the built index)', () => {
  it('keeps every part of every document, in list order, with the postings the index would build', () => {
    for (const set of [docs, many]) {
      const inListOrder = [...set].sort(byListOrder);
      const restored = withTerms(decodeIndex(encodeIndex(set)));
      expect(restored).toEqual(inListOrder.map(sortedTerms));
      const loaded = decodeIndex(encodeIndex(set));
      // A loaded index's documents carry no terms: its postings hold them.
      expect(loaded.rows.all()).toEqual(inListOrder.map((d) => ({ ...d, terms: [] })));
      expect(loaded.postings).toEqual(invert(inListOrder));
    }
    const empty = decodeIndex(encodeIndex([]));
    expect({ docs: empty.rows.all(), postings: empty.postings }).toEqual({ docs: [], postings: invert([]) });
  });

  it('carries a field added to the documents later without a change to the codec', () => {
    const extended = many.map((d, n) => ({ ...d, present: n % 3, flags: { thumb: n % 2 === 0, label: n % 50 ? `L${n}` : `L\0${n}` } }));
    expect(withTerms(decodeIndex(encodeIndex(extended)))).toEqual([...extended].sort(byListOrder).map(sortedTerms));
    // Past 255 values a dictionary's codes take two bytes.
    const wide = Array.from({ length: 1200 }, (_, n) => ({ ...many[n % many.length], id: `w${n}`, sort: `w${n}`, flags: { bucket: `b${n % 290}` } }));
    expect(withTerms(decodeIndex(encodeIndex(wide)))).toEqual([...wide].sort(byListOrder).map(sortedTerms));
  });

  it('carries the sort orders it was built with, and a list sorted by them answers as one that builds its own', () => {
    const collator = collatorFor('en');
    const fields: SortField[] = [
      { id: 'name:en', key: (d) => d.name, compare: (a, b) => collator.compare(String(a), String(b)) },
      { id: 'title', key: (d) => d.keys?.objectTitle, compare: plainOrder },
      { id: 'quantity', key: (d) => d.keys?.quantity, compare: plainOrder },
    ];
    const inListOrder = [...many].sort(byListOrder);
    const { rows, postings } = decodeIndex(encodeIndex(many, Object.fromEntries(fields.map((field) => [field.id, buildGroups(inListOrder, field)]))));
    const stateOf = (index: MemoryIndex): ScopeIndex => ({ index, loadedAt: 0, asOf: 0, changed: new Map(), lookedAt: 0 });
    const [loaded, built] = [stateOf(new MemoryIndex(rows, postings)), stateOf(new MemoryIndex(many))];
    for (const field of fields) {
      const { order, starts, blanks } = buildGroups(inListOrder, field);
      expect(postings.orders?.[field.id]).toEqual({ order, starts, blanks });
      for (const [query, page, descending] of [['', 0, false], ['', 7, true], ['cup', 2, false]] as const) {
        const answer = (state: ScopeIndex) => {
          const { docs: found, total } = sortedSearch(state, query, undefined, page, 10, field, descending);
          return { ids: found.map((d) => d.id), total };
        };
        expect(answer(loaded), `${field.id} ${query} ${page}`).toEqual(answer(built));
      }
    }
  });

  it('answers as an index built from the documents: words, prefixes, filters, pages and totals', () => {
    const built = new MemoryIndex(many);
    const { rows, postings } = decodeIndex(encodeIndex(many));
    const loaded = new MemoryIndex(rows, postings);
    const ids = (r: { docs: SearchDoc[]; total: number }) => ({ ids: r.docs.map((d) => d.id), total: r.total });
    for (const [query, filters, page] of [['bronze', {}, 0], ['bro cup', {}, 3], ['', { classification: 'c-1' }, 2], ['b-1', {}, 0], ['', {}, 39], ['glass', { producedFrom: 1805 }, 0]] as const) {
      const test = filterTest(filters);
      expect(ids(loaded.search(query, test, page, 10)), `${query} ${JSON.stringify(filters)}`).toEqual(ids(built.search(query, test, page, 10)));
    }
    expect(loaded.search('bronze', undefined, 0, 10).total).toBe(many.filter((d) => d.terms.includes('bronze')).length);
  });

  it("still reads the first format's documents (a museum not refreshed since)", () => {
    expect(decodeDocs(encodeDocs(docs))).toEqual(docs);
    expect(docs.map((d) => d.years)).toEqual([undefined, [1830, 1835], [null, -500]]);
    expect(decodeDocs(encodeDocs([]))).toEqual([]);
  });

  it("keeps the minimum record's presence bits, none (0) apart from a document saved before them", () => {
    const bare = { id: '7', terms: [], exact: {}, text: {}, number: 'B-1', sort: 'b-1' };
    const kept = [{ ...bare, present: 0 }, bare, { ...bare, id: '8', present: 5, keys: { quantity: 2 } }];
    expect(decodeDocs(encodeDocs(kept))).toEqual(kept);
  });

  it('replays changes in the order they were made, whatever order they are read in', () => {
    const byId = new Map(docs.map((d) => [d.id, d]));
    const renamed = objectSearchDoc('1', { inventoryNumber: 'A-001', objectName: 'Bronze jug' });
    const added = objectSearchDoc('3', { inventoryNumber: 'A-003' });
    applyChanges(byId, [
      { id: '1', changedAt: '2026-01-01T00:00:02.000Z', doc: renamed },
      { id: '2', changedAt: '2026-01-01T00:00:01.000Z', doc: null },
      { id: '1', changedAt: '2026-01-01T00:00:01.000Z', doc: docs[0] },
      { id: '3', changedAt: '2026-01-01T00:00:03.000Z', doc: added },
    ]);
    expect([...byId.values()]).toEqual([renamed, docs[2], added]);
  });
});
