import { RelatedRecordEntity, type RelatedRecordItem } from '../../lib/entities/related-record';
import { placeOf, samePlace, type Place } from './movement-place';

/**
 * Where an object is, as its movements say (spec 2 section 3, Movement: old location, new
 * location): the whole new place of its latest movement that has a new location, latest by date
 * of movement, then by creation. A backdated movement does not move the object; deleting (or
 * editing) the movement that decided moves the object to the whole place the movement now latest
 * says, or, when no movement with a new location is left, back to the whole place the deciding
 * one left.
 */
type Movement = Pick<RelatedRecordItem, 'id' | 'order' | 'createdAt' | 'fields'>;

const reached = (m: Movement) => placeOf(m.fields as Record<string, unknown>, 'new');
const left = (m: Movement) => placeOf(m.fields as Record<string, unknown>, 'old');
const newLocationOf = (m: Movement) => reached(m).location;

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
 * The object's whole place after replacing `removedId` (a deleted or edited movement) by `added`
 * (a created or edited one) among `movements`; `undefined` when the change does not move it,
 * an empty place when the object has no location after it.
 */
export function placeAfter(movements: readonly Movement[], change: { removedId?: string; added?: Movement }): { place: Place } | undefined {
  const before = decider(movements);
  const after = decider([...movements.filter((m) => m.id !== change.removedId && m.id !== change.added?.id), ...(change.added ? [change.added] : [])]);
  if (after) return after.id === before?.id && samePlace(reached(after), reached(before)) ? undefined : { place: reached(after) };
  return before ? { place: left(before) } : undefined;
}

/** An object's movements (a few per object), from the byObject index. */
export async function movementsOf(tenant: string, objectId: string): Promise<Movement[]> {
  const { data } = await RelatedRecordEntity.query
    .byObject({ tenant, objectId })
    .begins({ type: 'movement' })
    .go({ pages: 'all', attributes: ['id', 'order', 'createdAt', 'fields', 'type'] });
  return data.filter((m) => m.type === 'movement');
}
