import { placeFields, type RecordType } from './record-type';

/**
 * A movement moves its object only when it names the New Location itself (the top level): lower
 * levels given without it would be stored and move nothing. The API's schemas, the import (which
 * parses with them) and the movement form refuse such a save with this message at New Location.
 */
export const NEW_PLACE_REQUIRED = 'Required when lower levels of the new location are given (without it nothing moves).';

const held = (value: unknown) => value === true || (typeof value === 'string' && value.trim() !== '');

/** The field to name when `fields` give lower levels of the new place without its top level; none otherwise. */
export function newPlaceMissing(type: RecordType, fields: Readonly<Record<string, unknown>>): string | undefined {
  const side = placeFields(type, 'new');
  const top = side.find((f) => f.place.level === 'location');
  if (!top || held(fields[top.name])) return undefined;
  return side.some((f) => f !== top && held(fields[f.name])) ? top.name : undefined;
}
