import type { RecordField, RecordType } from '../../../shared/records/record-type';
import { BOOLEAN_TEXT, fieldsByHeader, fileOf, listItems, proposeFrom, resolveValue, type FileEntry, type UnknownValue, type ValueLookups } from '../imports/cells';
import { RECORD_ID_HEADER } from './excel-sheet';
import { importReasons } from '../../../shared/schemas/import-reasons';

/**
 * A record type's sheet read back (issue 15): each column of its export (`excel-sheet.ts`) parsed
 * from the text its cell holds. `inventoryNumber` names the object the record belongs to, `id`
 * the record an edited export updates; the object's name is the export's, never imported.
 */
export const RECORD_OBJECT_FIELD = 'inventoryNumber';
export const RECORD_ID_FIELD = 'id';

/** The export's header of a field: its label, with its unit. */
export const fieldHeader = (field: RecordField) => (field.unit ? `${field.label} (${field.unit})` : field.label);

export function recordImportFields(type: RecordType): { field: string; label: string }[] {
  return [
    { field: RECORD_OBJECT_FIELD, label: 'Inventory Number' },
    ...type.fields.map((f) => ({ field: f.name, label: fieldHeader(f) })),
    { field: RECORD_ID_FIELD, label: RECORD_ID_HEADER },
  ];
}

const proposers = new Map<string, ReturnType<typeof proposeFrom>>();
/** The field a header names, by the museum's remembered mapping first, else by label or name. */
export function proposeRecordField(type: RecordType) {
  let propose = proposers.get(type.name);
  if (!propose) proposers.set(type.name, (propose = proposeFrom(fieldsByHeader(recordImportFields(type)))));
  return propose;
}

export type ParsedRecordRow = {
  /** The type's mapped fields as a record input (before the schema). */
  readonly input: Record<string, unknown>;
  readonly problems: string[];
  /** Fields whose cells could not be read: the schema's word on them would repeat the problem. */
  readonly unread: string[];
  readonly unknown: UnknownValue[];
};

/**
 * The cells of one row (field -> text) as a record input. `held` are the files of the record the
 * row updates: a URL it already holds keeps its entry.
 */
export function parseRecordRow(
  type: RecordType,
  cells: ReadonlyMap<string, string>,
  lookups: ValueLookups,
  options: { batchId: string; held?: Record<string, unknown> },
): ParsedRecordRow {
  const input: Record<string, unknown> = {};
  const problems: string[] = [];
  const unread: string[] = [];
  const unknown: UnknownValue[] = [];
  const resolve = resolveValue(lookups, options.batchId, unknown);
  for (const field of type.fields) {
    if (!cells.has(field.name)) continue;
    const cell = (cells.get(field.name) ?? '').trim();
    const label = fieldHeader(field);
    const cannotRead = (problem: string) => {
      problems.push(`${label}: ${problem}`);
      unread.push(field.name);
    };
    switch (field.kind) {
      case 'boolean': {
        const value = BOOLEAN_TEXT[cell.toLowerCase()];
        if (cell && value === undefined) cannotRead(importReasons.yesNo(cell));
        input[field.name] = cell ? value : undefined;
        break;
      }
      case 'number': {
        const value = Number(cell);
        if (cell && Number.isNaN(value)) cannotRead(importReasons.notNumber(cell));
        input[field.name] = cell && !Number.isNaN(value) ? value : undefined;
        break;
      }
      case 'ref':
        input[field.name] = cell ? resolve(field.name, label, field.dropdownType!, cell, undefined) : undefined;
        break;
      case 'refs':
        input[field.name] = cell ? listItems(cell).map((title) => resolve(field.name, label, field.dropdownType!, title, undefined)) : undefined;
        break;
      case 'choice':
        // The option as declared, whatever its case in the sheet; another text is the schema's to refuse.
        input[field.name] = cell ? (field.options?.find((o) => o.toLowerCase() === cell.toLowerCase()) ?? cell) : undefined;
        break;
      case 'images':
      case 'documents': {
        const held = (options.held?.[field.name] as FileEntry[] | undefined) ?? [];
        input[field.name] = cell ? listItems(cell).map((url) => fileOf(url, held)) : undefined;
        break;
      }
      default:
        // Text, long text and days: the schema trims, checks and stores them as the form's.
        input[field.name] = cell || undefined;
    }
  }
  return { input, problems, unread, unknown };
}
