import { PLACE_LEVELS, type PlaceLevel, type RecordType } from '../../../../../shared/records/record-types';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { OBJECT_SINGLE_REFS } from '../../../../../shared/schemas/object-fields';
import type { RecordDto } from '../../../../../shared/schemas/records';

/**
 * What the object page says, apart from how it is drawn (issue 32): the whole current location,
 * the latest condition, the records of every type in one list by date and the picture shown.
 * Pure, so the rules are tested without a browser.
 */

/** One level of the place the object is at: a dropdown value's id, a typed text, or a switch that is on. */
export type LocationLevel = { level: PlaceLevel; value: string | true; dropdownType?: string };

const DROPDOWN_LEVELS = OBJECT_SINGLE_REFS as Partial<Record<PlaceLevel, string>>;

/** Every level of the object's Location step that holds something, top first (the place, then area, room, cabinet...). */
export function wholeLocation(object: CollectionObject): LocationLevel[] {
  const fields = object as Record<string, unknown>;
  return PLACE_LEVELS.flatMap((level) => {
    const value = fields[level];
    if (value !== true && (typeof value !== 'string' || value === '')) return [];
    const dropdownType = DROPDOWN_LEVELS[level];
    return [{ level, value, ...(dropdownType ? { dropdownType } : {}) }];
  });
}

/** The picture that stands for the object: its main image, else the first of its images. */
export function shownImage(object: Pick<CollectionObject, 'mainImage' | 'imageList'>) {
  return object.mainImage ?? object.imageList[0];
}

/** The type's day of a record (YYYY-MM-DD), when it has one. */
export function recordDay(type: RecordType, record: RecordDto): string | undefined {
  const day = record[type.dateField];
  return typeof day === 'string' && day ? day : undefined;
}

/**
 * The condition the object is in: the grade of its latest condition report (the conditions list's
 * first, newest by condition date, as the dashboard's "in bad condition" reads it) and that day.
 */
export function latestCondition(type: RecordType, conditions: readonly RecordDto[]): { grade?: string; day?: string } | undefined {
  const latest = conditions[0];
  if (!latest) return undefined;
  const grade = latest.condition;
  return { day: recordDay(type, latest), ...(typeof grade === 'string' && grade ? { grade } : {}) };
}

export type TimelineEntry = { type: RecordType; record: RecordDto; day: string | undefined };

/**
 * The records of every type in one list, as each type's list orders its own: newest day first,
 * records without a day after every dated one, then the newest created.
 */
export function recordTimeline(lists: readonly { type: RecordType; records: readonly RecordDto[] }[]): TimelineEntry[] {
  const entries = lists.flatMap(({ type, records }) => records.map((record) => ({ type, record, day: recordDay(type, record) })));
  return entries.sort((a, b) => {
    if (a.day !== b.day) {
      if (!a.day) return 1;
      if (!b.day) return -1;
      return a.day < b.day ? 1 : -1;
    }
    const ca = a.record.createdAt ?? '';
    const cb = b.record.createdAt ?? '';
    return ca === cb ? 0 : ca < cb ? 1 : -1;
  });
}
