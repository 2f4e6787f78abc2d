import { PLACE_LEVELS, placeFields, type PlaceLevel, type PlaceSide, type RecordType } from '../../../shared/records/record-type';
import { MOVEMENT as MOVEMENT_TYPE } from '../../../shared/records/types/movement';
import { OBJECT_BOOLEAN_FIELDS, OBJECT_SINGLE_REFS } from '../../../shared/schemas/object-fields';
import type { ObjectRecord } from '../objects/object-record';
import { refOf, type RecordRef, type StoredFields } from './record-fields';

/**
 * A whole location (issue 32): the object's Location fields that hold something, a switch only
 * when on. A movement names two: the place it leaves (`old`, copied from the object by the
 * server) and the place it goes to (`new`). A movement saved before the lower levels existed names
 * only `location` on each side: a place with no lower levels.
 */
export type Place = Partial<Record<PlaceLevel, string | true>>;

const MOVEMENT: RecordType = MOVEMENT_TYPE;
const SWITCHES: readonly string[] = OBJECT_BOOLEAN_FIELDS;
const DROPDOWNS = OBJECT_SINGLE_REFS as Partial<Record<PlaceLevel, string>>;

const held = (value: unknown): value is string | true => value === true || (typeof value === 'string' && value !== '');

/** The place one side of a movement names. */
export function placeOf(fields: Readonly<Record<string, unknown>>, side: PlaceSide): Place {
  const place: Place = {};
  for (const field of placeFields(MOVEMENT, side)) if (held(fields[field.name])) place[field.place.level] = fields[field.name] as string | true;
  return place;
}

/** Where the object is now, whole. */
export function objectPlace(object: Readonly<Record<string, unknown>>): Place {
  const place: Place = {};
  for (const level of PLACE_LEVELS) if (held(object[level])) place[level] = object[level] as string | true;
  return place;
}

export const samePlace = (a: Place, b: Place) => PLACE_LEVELS.every((level) => a[level] === b[level]);

/**
 * A record's fields with its old side set to `place` (movements only): whatever the client sent
 * there is replaced, so the place left is always the object's own.
 */
export function withPlaceLeft(type: RecordType, fields: StoredFields, place: Place): StoredFields {
  const sides = placeFields(type, 'old');
  if (!sides.length) return fields;
  const out = { ...fields };
  for (const field of sides) {
    const value = place[field.place.level];
    if (value === undefined) delete out[field.name];
    else out[field.name] = value;
  }
  return out;
}

/** The place a save keeps as left: the record's own on its object, else where the object now is. */
export function placeLeftOnSave(current: { objectId: string; fields: unknown } | undefined, object: ObjectRecord): Place {
  return current && current.objectId === object.id ? placeOf(current.fields as StoredFields, 'old') : objectPlace(object);
}

/** The object at exactly `place`: every Location field it does not name is cleared (a switch is off). */
export function objectAt(object: ObjectRecord, place: Place): { next: ObjectRecord; set: Record<string, string | boolean>; removed: PlaceLevel[] } {
  const next = { ...object } as Record<string, unknown>;
  const set: Record<string, string | boolean> = {};
  const removed: PlaceLevel[] = [];
  for (const level of PLACE_LEVELS) {
    const value = place[level];
    if (SWITCHES.includes(level)) set[level] = next[level] = value === true;
    else if (value === undefined) {
      delete next[level];
      removed.push(level);
    } else set[level] = next[level] = value;
  }
  return { next: next as ObjectRecord, set, removed };
}

/** The dropdown values a place uses (location, location area, display area), as the object counts them. */
export function placeReferences(place: Place): RecordRef[] {
  return PLACE_LEVELS.flatMap((level) => {
    const type = DROPDOWNS[level];
    const id = place[level];
    return type && typeof id === 'string' ? [refOf(level, type, id)] : [];
  });
}
