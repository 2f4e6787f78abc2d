import type { RecordType } from '../../../../../shared/records/record-types';
import { recordCreateSchema, type RecordDto } from '../../../../../shared/schemas/records';
import { schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';

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

/**
 * The checks made before anything is sent (spec 2 section 5): the API's own schema of the type run
 * on what would be sent, one message per field: the object, the report id where the type needs
 * one (its own message: 'Report ID field is required', 'Report Id is required!'), numbers, days,
 * the text limits (240, long fields 1600) and a movement's New Location whenever a lower level of
 * it is given. The API checks the same again.
 */
export function checkValues(type: RecordType, values: RecordFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  // `imageList.3.url` belongs to its field.
  for (const [path, message] of Object.entries(schemaErrors(recordCreateSchema(type), payloadOf(type, values)))) errors[path.split('.')[0]] ??= message;
  return errors;
}
