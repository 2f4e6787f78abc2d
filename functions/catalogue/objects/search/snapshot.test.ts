import { describe, expect, it } from 'vitest';
import { objectSearchDoc } from './object-search-doc';
import { applyChanges, decodeDocs, encodeDocs } from '../../../lib/search/snapshot-codec';

const docs = [
  objectSearchDoc('1', { inventoryNumber: 'A-001', objectName: 'Bronze ewer', classification: 'metal', registrationDate: '2020-05-01', showcaseNumber: 'SC-1' }),
  objectSearchDoc('2', { inventoryNumber: 'A-002', objectName: 'إِبْرِيقٌ', country: 'Syria', productionEarliestYear: 1830, productionLatestYear: 1835 }),
  objectSearchDoc('5', { inventoryNumber: 'A-005', productionLatestYear: -500 }),
];

describe('the search snapshot', () => {
  it('keeps every part of every document through encoding', () => {
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
