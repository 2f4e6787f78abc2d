import { RECORD_TYPES, type RecordTypeName } from '../../../../../shared/records/record-types';

type Types = typeof RECORD_TYPES;
type FieldLabels = {
  readonly [T in RecordTypeName as `recordField.${T}.${Types[T]['fields'][number]['name']}`]: string;
};
type TypeLabels = { readonly [T in RecordTypeName as `recordType.${T}` | `recordType.${T}.plural`]: string };

/**
 * The six record types' names and field labels (spec 2 section 3), from their one declaration
 * (shared/records/record-types.ts), which the spreadsheet export's headers read too.
 */
function labels(): FieldLabels & TypeLabels {
  const out: Record<string, string> = {};
  for (const type of Object.values(RECORD_TYPES)) {
    out[`recordType.${type.name}`] = type.label;
    out[`recordType.${type.name}.plural`] = type.plural;
    for (const field of type.fields) out[`recordField.${type.name}.${field.name}`] = field.label;
  }
  return out as FieldLabels & TypeLabels;
}

export const recordFields = labels();
