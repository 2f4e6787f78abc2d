import { dropdownTypeOfId, dropdownTypeTitle } from '../../../shared/dropdown-types';
import type { RecordField, RecordType } from '../../../shared/records/record-type';
import type { RecordInput } from '../../../shared/schemas/records';
import type { UploadFolder } from '../../../shared/upload-kinds';
import { ValidationError } from '../../lib/errors';
import { requireTenantFileUrl } from '../../lib/file-urls';
import { dropdownList } from '../dropdowns/dropdown-lists';
import type { ValueRef } from '../vocabularies/engine';

// A record's pure rules, apart from the service's reads and writes: what is stored for an input,
// which dropdown values it references, and how it is answered. The type's declaration
// (shared/records/record-types.ts) says which field is which kind.

type File = { uid: string; name: string; url: string };
/** The type's fields as stored (`fields` of the entity): empty ones left out. */
export type StoredFields = Record<string, unknown>;

const typeTitle = dropdownTypeTitle;

export function missingValue(field: string, type: string, id: string): ValidationError {
  const message = `There is no ${typeTitle(type)} value ${id}.`;
  return new ValidationError(message, { [field]: message });
}

/** A reference must name a value of its field's dropdown type; the id carries the type. */
function requireType(field: RecordField, id: string) {
  if (dropdownTypeOfId(id) !== field.dropdownType) {
    const message = `Choose a ${typeTitle(field.dropdownType ?? '')} value.`;
    throw new ValidationError(message, { [field.name]: message });
  }
}

/**
 * The fields to store for an input: file URLs must be in the museum's own folder of their field,
 * references must name values of the field's dropdown type (whether they exist is the service's
 * read, and the transaction's condition). Empty fields are left out, and so is a movement's old
 * place, whatever the input says.
 */
export function storedFields(tenant: string, type: RecordType, input: RecordInput): StoredFields {
  const out: StoredFields = {};
  for (const field of type.fields) {
    const value = input[field.name];
    // The place a movement leaves is the server's copy of its object's location (movement-place.ts);
    // a place's switch off is a level not given, as the object's Place reads it, so a sheet's "No"
    // reads back as the record stored it.
    if (value === undefined || value === null || field.place?.side === 'old' || (field.place && value === false)) continue;
    switch (field.kind) {
      case 'ref':
        requireType(field, value as string);
        out[field.name] = value;
        break;
      case 'refs': {
        const ids = value as string[];
        ids.forEach((id) => requireType(field, id));
        if (ids.length) out[field.name] = ids;
        break;
      }
      case 'images':
      case 'documents': {
        const files = (value as File[]).map((f, i) => {
          requireTenantFileUrl(f.url, tenant, field.folder as UploadFolder, `${field.name}.${i}`);
          return { uid: f.uid, name: f.name, url: f.url };
        });
        if (files.length) out[field.name] = files;
        break;
      }
      default:
        out[field.name] = value;
    }
  }
  return out;
}

export type RecordRef = ValueRef & { field: string; type: string };

/** One use of a dropdown value by a field (the list it counts in comes from the value's type). */
export function refOf(field: string, dropdownType: string, id: string): RecordRef {
  return { field, type: dropdownType, id, list: dropdownList({ name: dropdownType, title: typeTitle(dropdownType) }).key };
}

/** The dropdown values a record references, each once per reference (the uses it counts). */
export function referencesOf(type: RecordType, fields: StoredFields): RecordRef[] {
  return type.fields.flatMap((field) => {
    if (field.kind !== 'ref' && field.kind !== 'refs') return [];
    const ids = field.kind === 'ref' ? (fields[field.name] ? [fields[field.name] as string] : []) : ((fields[field.name] as string[] | undefined) ?? []);
    return ids.map((id) => refOf(field.name, field.dropdownType!, id));
  });
}

/** The URLs of a record's files, by folder: the files a save or delete drops are deleted from the store. */
export function fileUrls(type: RecordType, fields: StoredFields | undefined): Map<UploadFolder, string[]> {
  const out = new Map<UploadFolder, string[]>();
  for (const field of type.fields) {
    if (!field.folder) continue;
    const urls = ((fields?.[field.name] as File[] | undefined) ?? []).map((f) => f.url);
    out.set(field.folder, [...(out.get(field.folder) ?? []), ...urls]);
  }
  return out;
}
