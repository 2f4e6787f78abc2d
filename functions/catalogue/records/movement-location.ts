import { RelatedRecordEntity, type RelatedRecordItem } from '../../lib/entities/related-record';

/**
 * Where an object is, as its movements say (spec 2 section 3, Movement: old location, new
 * location): the new location of its latest movement that has one, latest by date of movement,
 * then by creation. A backdated movement does not move the object; deleting (or editing) the
 * movement that decided moves the object to where the movement now latest says, or, when no
 * movement with a new location is left, back to the old location the deciding one recorded.
 */
type Movement = Pick<RelatedRecordItem, 'id' | 'order' | 'createdAt' | 'fields'>;

const newLocationOf = (m: Movement) => (m.fields as Record<string, unknown>).newLocation as string | undefined;
const oldLocationOf = (m: Movement) => (m.fields as Record<string, unknown>).movementLocation as string | undefined;

const later = (a: Movement, b: Movement) => {
  const ka = [a.order, a.createdAt ?? '', a.id];
  const kb = [b.order, b.createdAt ?? '', b.id];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] > kb[i];
  return false;
};

/** The movement that decides the location: the latest with a new location. */
function decider(movements: readonly Movement[]): Movement | undefined {
  let best: Movement | undefined;
  for (const m of movements) if (newLocationOf(m) && (!best || later(m, best))) best = m;
  return best;
}

/**
 * The object's location after replacing `removedId` (a deleted or edited movement) by `added`
 * (a created or edited one) among `movements`; `undefined` when the change does not move it,
 * `{ location: undefined }` when the object has no location after it.
 */
export function locationAfter(movements: readonly Movement[], change: { removedId?: string; added?: Movement }): { location: string | undefined } | undefined {
  const before = decider(movements);
  const after = decider([...movements.filter((m) => m.id !== change.removedId && m.id !== change.added?.id), ...(change.added ? [change.added] : [])]);
  if (after) return after.id === before?.id && newLocationOf(after) === newLocationOf(before) ? undefined : { location: newLocationOf(after) };
  return before ? { location: oldLocationOf(before) } : undefined;
}

/** An object's movements (a few per object), from the byObject index. */
export async function movementsOf(tenant: string, objectId: string): Promise<Movement[]> {
  const { data } = await RelatedRecordEntity.query
    .byObject({ tenant, objectId })
    .begins({ type: 'movement' })
    .go({ pages: 'all', attributes: ['id', 'order', 'createdAt', 'fields', 'type'] });
  return data.filter((m) => m.type === 'movement');
}
