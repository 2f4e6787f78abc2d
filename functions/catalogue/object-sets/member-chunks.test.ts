import { describe, expect, it } from 'vitest';
import { changedChunks, CHUNK_IDS } from './member-chunks';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, n) => `id-${from + n}`);

describe('a set as chunks of member ids', () => {
  it('adds only ids it does not hold, and writes only the chunk they go into', () => {
    const full = ids(0, CHUNK_IDS);
    const { chunks, size, added, written } = changedChunks([full, ids(CHUNK_IDS, 10)], ['id-3', 'id-new', 'id-new'], new Set());
    expect(added).toBe(1);
    expect(size).toBe(CHUNK_IDS + 11);
    expect(written).toEqual([1]);
    expect(chunks[1].at(-1)).toBe('id-new');
  });

  it('fills the hole a removal left before starting a new chunk', () => {
    const start = changedChunks([ids(0, CHUNK_IDS), ids(CHUNK_IDS, CHUNK_IDS)], [], new Set(['id-5']));
    expect(start).toMatchObject({ removed: 1, size: 2 * CHUNK_IDS - 1, written: [0] });
    const refilled = changedChunks(start.chunks, ['id-x', 'id-y'], new Set());
    expect(refilled.chunks.map((c) => c.length)).toEqual([CHUNK_IDS, CHUNK_IDS, 1]);
    expect(refilled.written).toEqual([0, 2]);
  });

  it('drops the trailing chunks a removal empties, and counts only ids it held as removed', () => {
    const { chunks, removed, size, written } = changedChunks([ids(0, 3), ids(3, 2)], [], new Set(['id-3', 'id-4', 'id-99']));
    expect(chunks).toEqual([ids(0, 3)]);
    expect({ removed, size }).toEqual({ removed: 2, size: 3 });
    expect(written).toEqual([1]);
  });
});
