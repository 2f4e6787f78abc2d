import { describe, expect, it } from 'vitest';
import { TextCells } from '../../../lib/search/column-rows';
import { decodeIndex } from '../../../lib/search/index-snapshot';
import { encodeIndex } from '../../../lib/search/index-snapshot-encode';
import { byListOrder, MemoryIndex, wordsMatch } from '../../../lib/search/memory-index';
import { queryTerms } from '../../../lib/search/normalise';
import type { ScopeIndex } from '../../../lib/search/scoped-index';
import type { SearchDoc } from '../../../lib/search/search-doc';
import { buildGroups } from '../../../lib/search/sort-groups';
import { collatorFor, sortedSearch, type SortField } from '../../../lib/search/sorted-search';
import { objectSearchDoc } from './object-search-doc';
import { filterTest, type ObjectFilters } from './search-doc';

/**
 * The loaded index reads the snapshot's columns in place (docs/object-search.md, The columnar
 * index): its rows must read as the documents it was built from, and answer as an index of them.
 * Enough documents that text columns (distinct names, some absent) are sliced for a page and split
 * for a walk, and dictionaries carry the rest.
 */
const many = Array.from({ length: 600 }, (_, n) =>
  objectSearchDoc(
    `id-${n}`,
    {
      inventoryNumber: `C-${(n * 37) % 600}`,
      objectName: n % 6 ? `Ewer ${n}` : undefined,
      objectTitle: n % 4 ? `Title ${n % 3}` : undefined,
      classification: `c-${n % 5}`,
      country: n % 2 ? 'Syria' : 'Egypt',
      registrationDate: n % 3 ? `2020-0${1 + (n % 9)}-01` : undefined,
      productionEarliestYear: n % 7 ? 1800 + n : undefined,
      quantity: n % 8 ? n % 4 : undefined,
    },
    `2026-01-0${1 + (n % 9)}T00:00:00.000Z`,
  ),
);
const inListOrder = [...many].sort(byListOrder);
const collator = collatorFor('en');
const byName: SortField = { id: 'name:en', key: (d) => d.name, compare: (a, b) => collator.compare(String(a), String(b)) };
/** A field the snapshot carries no order of (the first sorted call builds it on the columns), its ties by inventory number descending. */
const byTitle: SortField = { id: 'title', key: (d) => d.keys?.objectTitle, compare: (a, b) => collator.compare(String(a), String(b)), tie: (a, b) => collator.compare(b.number, a.number) };
const load = () => {
  const { rows, postings } = decodeIndex(encodeIndex(many, { [byName.id]: buildGroups(inListOrder, byName) }));
  return { rows, index: new MemoryIndex(rows, postings) };
};

describe('the loaded index reads its columns in place', () => {
  it('reads every field of a row as the document holds it, and builds a page document whole', () => {
    const { rows } = load();
    const fields = (d: SearchDoc) => [d.id, d.number, d.name, d.sort, d.date, d.years, d.present, d.exact.classification, d.exact.category, d.text.country, d.text.objectName, d.keys?.objectTitle, d.keys?.quantity, d.keys?.changed];
    inListOrder.forEach((doc, n) => {
      expect(fields(rows.row(n)), doc.id).toEqual(fields(doc));
      expect(rows.id(n)).toBe(doc.id);
    });
    expect(rows.doc(5)).toEqual({ ...inListOrder[5], terms: [] });
    // Kept once built: a page asked again builds nothing.
    expect(rows.doc(5)).toBe(rows.doc(5));
  });

  it('slices a few rows of a text column and splits it for a walk, absent rows null either way', () => {
    const values = Array.from({ length: 80 }, (_, n) => ['a-1', null, 'ابريق', '', 'x', null, 'last'][n % 7]);
    const raw = Buffer.from(`pad${values.map((v) => v ?? '').join('\0')}`);
    const blanks = values.flatMap((v, n) => (v === null ? [n] : []));
    const cells = new TextCells(raw, 3, raw.length, values.length, blanks);
    // 80 rows: the first five reads are slices (the offsets found as far as they need), the sixth splits the column.
    expect([2, 0, 1, 3, 5].map((n) => cells.get(n))).toEqual([2, 0, 1, 3, 5].map((n) => values[n]));
    expect(values.map((_, n) => cells.get(n))).toEqual(values);
  });

  it('answers searches, filters and sorted pages as an index of the documents, with changes since the load', () => {
    const { index } = load();
    const renamed = objectSearchDoc('id-7', { inventoryNumber: 'A-1', objectName: 'Bowl', classification: 'c-1', country: 'Syria' });
    const added = objectSearchDoc('id-new', { inventoryNumber: 'C-300', objectName: 'Ewer new', classification: 'c-2', country: 'Egypt' });
    const changed: ScopeIndex['changed'] = new Map([
      ['id-7', { doc: renamed, changedAt: '1' }],
      ['id-new', { doc: added, changedAt: '1' }],
      ['id-9', { doc: null, changedAt: '1' }],
    ]);
    const state = (built: MemoryIndex): ScopeIndex => ({ index: built, loadedAt: 0, asOf: 0, changed, lookedAt: 0 });
    const [loaded, built] = [state(index), state(new MemoryIndex(many))];
    const ids = (r: { docs: SearchDoc[]; total: number }) => ({ ids: r.docs.map((d) => d.id), total: r.total });
    const cases: [string, ObjectFilters, number][] = [['', {}, 0], ['', {}, 30], ['ewer', {}, 2], ['', { classification: 'c-2', country: 'Egypt' }, 1], ['', { objectName: 'ew', producedFrom: 2000 }, 0], ['c-3', {}, 0]];
    // What each answer must be: the documents as changed, tested one by one, in list order or by name (blanks last, ties in list order).
    const current = [...many.filter((d) => !changed.has(d.id)), renamed, added];
    const expected = (query: string, filters: ObjectFilters, page: number, order: (a: SearchDoc, b: SearchDoc) => number) => {
      const test = filterTest(filters);
      const found = current.filter((d) => wordsMatch(d, queryTerms(query)) && (!test || test(d))).sort(order);
      return { ids: found.slice(page * 10, page * 10 + 10).map((d) => d.id), total: found.length };
    };
    const nameOrder = (direction: number) => (a: SearchDoc, b: SearchDoc) => Number(!a.name) - Number(!b.name) || (a.name && b.name ? direction * collator.compare(a.name, b.name) : 0) || byListOrder(a, b);
    const title = (d: SearchDoc) => d.keys?.objectTitle as string | undefined;
    const titleOrder = (direction: number) => (a: SearchDoc, b: SearchDoc) => Number(!title(a)) - Number(!title(b)) || (title(a) && title(b) ? direction * collator.compare(title(a)!, title(b)!) : 0) || byTitle.tie!(a, b);
    for (const [query, filters, page] of cases) {
      const unsorted = (s: ScopeIndex) => s.index.search(query, filterTest(filters), page, 10, new Set(changed.keys()), [renamed, added]);
      expect(ids(unsorted(loaded)), `${query} ${JSON.stringify(filters)} ${page}`).toEqual(expected(query, filters, page, byListOrder));
      expect(ids(unsorted(built))).toEqual(ids(unsorted(loaded)));
      for (const descending of [false, true]) {
        const sorted = (s: ScopeIndex) => sortedSearch(s, query, filterTest(filters), page, 10, byName, descending);
        expect(ids(sorted(loaded)), `sorted ${query} ${page} ${descending}`).toEqual(expected(query, filters, page, nameOrder(descending ? -1 : 1)));
        expect(ids(sorted(built))).toEqual(ids(sorted(loaded)));
        const byTitles = (s: ScopeIndex) => sortedSearch(s, query, filterTest(filters), page, 10, byTitle, descending);
        expect(ids(byTitles(loaded)), `by title ${query} ${page} ${descending}`).toEqual(expected(query, filters, page, titleOrder(descending ? -1 : 1)));
      }
    }
    const inSet = (s: ScopeIndex) => sortedSearch(s, '', undefined, 1, 10, byName, false, ['id-3', 'id-7', 'id-8', 'id-100', 'id-101', 'id-250', 'id-251', 'id-500', 'id-501', 'id-502', 'id-503', 'id-599']);
    expect(ids(inSet(loaded))).toEqual(ids(inSet(built)));
  });
});
