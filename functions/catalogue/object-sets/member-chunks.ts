/**
 * A set's members as chunks of space-joined ids (docs/object-sets.md). A change rewrites only the
 * chunks it touches: removals leave holes, additions fill the first chunks with room, so a set
 * never needs more than `MAX_CHUNKS` chunks and adding a few ids to a full set writes one item.
 */

/** 2,500 UUIDs with their spaces are 92.5 KB: four chunks hold 10,000, each far below DynamoDB's 400 KB item. */
export const CHUNK_IDS = 2500;

export type Chunks = readonly (readonly string[])[];

export const parseChunk = (ids: string) => (ids ? ids.split(' ') : []);
export const joinChunk = (ids: readonly string[]) => ids.join(' ');

/** The chunks after removing `remove` and appending `add` (ids already in the set are not added twice). */
export function changedChunks(current: Chunks, add: readonly string[], remove: ReadonlySet<string>) {
  const members = new Set(current.flat());
  const next = current.map((chunk) => chunk.filter((id) => !remove.has(id)));
  const fresh = [...new Set(add)].filter((id) => !members.has(id) && !remove.has(id));
  let c = 0;
  for (const id of fresh) {
    while (next[c] && next[c].length >= CHUNK_IDS) c++;
    (next[c] ??= []).push(id);
  }
  const removed = [...members].filter((id) => remove.has(id)).length;
  // Only what differs is written: a chunk is rewritten whole, an emptied last one is deleted.
  const written = next.flatMap((chunk, n) => (joinChunk(chunk) === joinChunk(current[n] ?? []) ? [] : [n]));
  while (next.length && !next[next.length - 1].length) next.pop();
  return { chunks: next, size: members.size - removed + fresh.length, added: fresh.length, removed, written };
}
