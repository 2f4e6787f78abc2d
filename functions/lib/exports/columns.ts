import type { ExportColumns } from '../../../shared/schemas/export';
import type { AnyColumn, AnySheet, RecordPages } from './sheet';

/** A column's place among the list's columns, or undefined when the list does not show it. */
export function listPosition(listed: readonly string[], field: string): number | undefined {
  const at = listed.indexOf(field);
  return at < 0 ? undefined : at;
}

/** The groups a sheet's columns declare (the object's car and book details). */
function declaredGroups(sheet: AnySheet): Set<string> {
  return new Set(sheet.columns.flatMap((c) => (c.group ? [c.group] : [])));
}

/**
 * The groups the records use. Reading stops as soon as every group is found in use: a museum
 * with cars among its first objects pays for one page, one without cars reads its pages once.
 */
async function groupsUsed(sheet: AnySheet, pages: RecordPages<unknown>): Promise<Set<string>> {
  const declared = declaredGroups(sheet);
  const used = new Set<string>();
  if (!sheet.groupsOf) return declared;
  for await (const page of pages) {
    for (const record of page) for (const group of sheet.groupsOf(record)) used.add(group);
    if (used.size === declared.size) break;
  }
  return used;
}

/**
 * The columns an export writes (issue 32): the list's own, or every field but a group no record
 * of the export uses. The records are read for the groups only when the choice needs them; the
 * direct answer and the job read the same records, so both write the same columns.
 */
export async function exportColumns(sheet: AnySheet, choice: ExportColumns, pages: () => RecordPages<unknown>): Promise<readonly AnyColumn[]> {
  if (choice === 'list') return sheet.columns.filter((c) => c.listPosition !== undefined).sort((a, b) => a.listPosition! - b.listPosition!);
  if (!declaredGroups(sheet).size) return sheet.columns;
  const used = await groupsUsed(sheet, pages());
  return sheet.columns.filter((c) => !c.group || used.has(c.group));
}
