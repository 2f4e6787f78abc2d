import { RECORD_TYPES, type RecordField, type RecordType, type RecordTypeName } from '../../../shared/records/record-types';
import type { RecordDto } from '../../../shared/schemas/records';
import { day, fileUrls, joined, title, yesNo } from '../../lib/exports/cells';
import { listPosition } from '../../lib/exports/columns';
import { dropdownTitles } from '../dropdowns/dropdown-titles';
import type { CellValue, Column, SheetDefinition } from '../../lib/exports/sheet';
import { CounterEntity } from '../../lib/entities/counter';
import { RelatedRecordEntity, type RelatedRecordItem } from '../../lib/entities/related-record';
import { recordDtos, recordsById, recordsCounter } from './record-reads';

/**
 * A record type's sheet of the spreadsheet export (spec 2 section 7: `{entity}_{date time}.xlsx`):
 * its object's inventory number and name, then every field of the type in its declared order,
 * headed by its English label (with its unit); dropdown values by title, files by URL; last the
 * record's id, by which an edited sheet imports back onto the same records (issue 15).
 */
export const RECORD_ID_HEADER = 'Record ID';
type Lookups = ReadonlyMap<string, string>;
const EXPORT_PAGE = 500;

function cellOf(field: RecordField): (record: RecordDto, titles: Lookups) => CellValue {
  const read = (r: RecordDto) => r[field.name];
  switch (field.kind) {
    case 'boolean':
      return (r) => yesNo(read(r) as boolean | null);
    case 'date':
      return (r) => day(read(r) as string | null);
    case 'number':
      return (r) => (read(r) as number | null) ?? undefined;
    case 'ref':
      return (r, titles) => title(titles, read(r) as string | null);
    case 'refs':
      return (r, titles) => joined((read(r) as string[]).map((id) => title(titles, id)));
    case 'images':
    case 'documents':
      return (r) => fileUrls(read(r) as { url: string }[]);
    default:
      return (r) => (read(r) as string | null) ?? undefined;
  }
}

/** The list's columns (spec 2 section 2's table) are `columns=list`; the object's name only where the list shows it. */
export function recordColumns(type: RecordType): Column<RecordDto, Lookups>[] {
  const listed = ['inventoryNumber', ...(type.objectNameColumn ? ['objectName'] : []), ...type.columns];
  return [
    { header: 'Inventory Number', value: (r) => r.inventoryNumber ?? undefined, listPosition: listPosition(listed, 'inventoryNumber') },
    { header: 'Object Name', value: (r) => r.objectName ?? undefined, listPosition: listPosition(listed, 'objectName') },
    ...type.fields.map((field) => ({
      header: field.unit ? `${field.label} (${field.unit})` : field.label,
      width: field.kind === 'longText' || field.kind === 'images' || field.kind === 'documents' ? 40 : undefined,
      value: cellOf(field),
      listPosition: listPosition(listed, field.name),
    })),
    { header: RECORD_ID_HEADER, width: 38, value: (r) => r.id },
  ];
}

function recordSheet(type: RecordType): SheetDefinition<RecordDto, Lookups> {
  const dropdownTypes = type.fields.flatMap((f) => (f.dropdownType ? [f.dropdownType] : []));
  return {
    kind: type.path,
    sheetName: type.plural,
    columns: recordColumns(type),
    lookups: (tenant) => dropdownTitles(tenant, dropdownTypes),
    count: async (tenant) => (await CounterEntity.get({ tenant, name: recordsCounter(type) }).go()).data?.count ?? 0,
    // The type's partition a Query page at a time, each page with its objects' names (one BatchGet).
    pages: async function* (tenant) {
      let cursor: string | null = null;
      do {
        const result: { data: RelatedRecordItem[]; cursor: string | null } = await RelatedRecordEntity.query
          .byId({ tenant, type: type.name })
          .go({ cursor, limit: EXPORT_PAGE });
        if (result.data.length) yield await recordDtos(tenant, type, result.data);
        cursor = result.cursor;
      } while (cursor);
    },
    byIds: async (tenant, ids) => recordDtos(tenant, type, await recordsById(tenant, type, ids)),
  };
}

export const RECORD_SHEETS = Object.fromEntries(Object.values(RECORD_TYPES).map((t) => [t.name, recordSheet(t)])) as Record<RecordTypeName, SheetDefinition<RecordDto, Lookups>>;
