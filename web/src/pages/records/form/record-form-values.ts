import type { RecordType } from '../../../../../shared/records/record-types';
import { RECORD_LONG_TEXT_MAX, RECORD_TEXT_MAX } from '../../../../../shared/records/record-types';
import type { RecordDto } from '../../../../../shared/schemas/records';
import type { FieldErrors } from '../../../components/forms/schema-errors';

/** A file of a record's upload field, as the form holds it (saved: loaded from the server). */
export type RecordFormFile = { uid: string; name: string; url: string; saved?: boolean };

/**
 * The form's values: texts, numbers, days and single values as the inputs hold them (strings),
 * switches as booleans, multi selects as id lists, uploads as file lists; `objectId` is the picker's.
 */
export type RecordFormValues = { objectId: string } & Record<string, unknown>;

export function emptyValues(type: RecordType, objectId = ''): RecordFormValues {
  const values: RecordFormValues = { objectId };
  for (const field of type.fields) {
    values[field.name] = field.kind === 'boolean' ? false : field.kind === 'refs' || field.kind === 'images' || field.kind === 'documents' ? [] : '';
  }
  return values;
}

/** A saved record as the form shows it (Update mode, spec 2 section 4: "dates converted"). */
export function valuesOf(type: RecordType, record: RecordDto): RecordFormValues {
  const values = emptyValues(type, record.objectId);
  for (const field of type.fields) {
    const value = record[field.name];
    if (value === null || value === undefined) continue;
    if (field.kind === 'number') values[field.name] = String(value);
    else if (field.kind === 'images' || field.kind === 'documents') values[field.name] = (value as RecordFormFile[]).map((f) => ({ ...f, saved: true }));
    else values[field.name] = value;
  }
  return values;
}

/** What POST or PUT sends: empty fields as null, numbers as numbers, files without the form's flags. */
export function payloadOf(type: RecordType, values: RecordFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { objectId: values.objectId };
  for (const field of type.fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'number':
        body[field.name] = typeof value === 'string' && value.trim() !== '' ? Number(value) : null;
        break;
      case 'boolean':
      case 'refs':
        body[field.name] = value;
        break;
      case 'images':
      case 'documents': {
        // Spec 2 section 7 (insurance): the documents are "omitted when empty".
        const files = (value as RecordFormFile[]).map(({ uid, name, url }) => ({ uid, name, url }));
        if (files.length) body[field.name] = files;
        break;
      }
      default:
        body[field.name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    }
  }
  return body;
}

export const NOT_A_NUMBER = 'Enter a number.';

/**
 * The checks made before anything is sent (spec 2 section 5): the report id where the type needs
 * one (its own message: 'Report ID field is required', 'Report Id is required!'), numbers, and the
 * text limits (240, long fields 1600). The API checks the same again.
 */
export function checkValues(type: RecordType, values: RecordFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of type.fields) {
    const value = values[field.name];
    if (field.name === 'reportId' && type.reportId && !(typeof value === 'string' && value.trim())) errors.reportId = type.reportId.required;
    if (field.kind === 'number' && typeof value === 'string' && value.trim() !== '' && !Number.isFinite(Number(value))) errors[field.name] = NOT_A_NUMBER;
    const max = field.kind === 'longText' ? RECORD_LONG_TEXT_MAX : field.kind === 'text' ? RECORD_TEXT_MAX : undefined;
    if (max && typeof value === 'string' && value.trim().length > max) errors[field.name] = `At most ${max} characters.`;
  }
  return errors;
}
