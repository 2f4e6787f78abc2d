import type { RecordType, RecordTypeName } from './record-type';
import { CONDITION } from './types/condition';
import { TREATMENT } from './types/treatment';
import { CURATORIAL_FORM } from './types/curatorial-form';
import { TECHNICAL_FORM } from './types/technical-form';
import { MOVEMENT } from './types/movement';
import { INSURANCE } from './types/insurance';

export * from './record-type';

/**
 * The six record types about objects (spec 2 sections 2, 3, 5 and 7): condition, treatment,
 * curatorial form, technical form, movement and insurance. One declaration per type, read by
 * everything that differs between them: the API's schemas and routes, the stored entity, the
 * search documents, the spreadsheet export, the console's lists and forms and the seed. What is
 * the same for all six (the object they belong to, report ids, versions, the change log) is
 * written once in `functions/catalogue/records/` and `web/src/pages/records/`.
 *
 * Choices the spec leaves open, made here once:
 * - Text fields take 240 characters, long ones 1600 (spec 2 section 5: "default limit 240, long
 *   fields 1600"); the long ones are the free-text notes, processes and summaries.
 * - A movement's old and new location are whole places: the `location` dropdown value (the spec's
 *   `movementLocation` and `newLocation`) and beside each, one field per lower level of the
 *   object's Location step (`oldRoomNumber`, `newRoomNumber`, ...). Fields per level rather than
 *   one nested value, because every reader of this declaration (schemas, use counts, search,
 *   spreadsheet columns, import, form controls) already handles text, dropdown and switch fields.
 *   The old place is the server's copy of the object's location at save time; a movement with a
 *   new location moves the object to exactly the new place in the same transaction, and the
 *   latest movement by date decides where the object is (docs/record-lists.md).
 * - Report ids are `<prefix>-<year>-<4+ digits>` from an atomic counter per museum, type and year.
 * - Lists come newest first by the type's date (`dateField`), then newest created.
 */
export const RECORD_TYPES = {
  condition: CONDITION,
  treatment: TREATMENT,
  curatorialForm: CURATORIAL_FORM,
  technicalForm: TECHNICAL_FORM,
  movement: MOVEMENT,
  insurance: INSURANCE,
} as const satisfies { readonly [N in RecordTypeName]: RecordType & { readonly name: N } };

export function recordType(name: RecordTypeName): RecordType {
  return RECORD_TYPES[name];
}
