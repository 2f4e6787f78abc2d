import type { ConsoleLanguage } from '../../../shared/preference-values';
import type * as z from 'zod/mini';
import type { ExportColumns } from '../../../shared/schemas/export';
import type { ObjectListParams } from '../../../shared/schemas/object';
import { EXPORTED_LIST_COLUMNS, OBJECT_LIST_HEADERS, type ExportedListColumn } from '../../../shared/schemas/object-list-headers';
import { wallClockParts } from '../../../shared/time-zone';
import type { Column } from '../../lib/exports/sheet';
import { ValidationError } from '../../lib/errors';
import { fieldErrors, invalid } from '../../lib/validate';
import type { ObjectRecord } from './object-record';

/** The list's own query without its paging (its set is the export's `setId`): the rows of the list as shown. */
export type ObjectListSearch = Omit<ObjectListParams, 'page' | 'size' | 'setId'>;

/** GET /api/objects's query schema, handed over by the handler that already holds it (cold-start bytes). */
export type ListQuerySchema = { safeParse: (value: unknown) => { success: true; data: ObjectListParams } | { success: false; error: { issues: z.core.$ZodIssue[] } } };

/**
 * The list's parameters as the export received them, checked as GET /api/objects checks them
 * (a 400 in the error body naming each), without those left empty; undefined when none is given.
 */
export function listSearch(given: Record<string, unknown>, schema: ListQuerySchema): ObjectListSearch | undefined {
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues, 'query'));
  const { page: _page, size: _size, setId: _setId, ...rest } = parsed.data;
  const search = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as ObjectListSearch;
  return Object.keys(search).length ? search : undefined;
}

/**
 * The objects' list as shown (issue 29), as an export keeps it: the list's query, the set or the
 * selection it runs within, the columns the user chose in their order and the language of their
 * headers. The direct answer builds it; a job keeps it and finds the same rows again.
 */
export type ListedObjects = {
  readonly search: ObjectListSearch;
  /** Absent: the export's `columns` choice (the spec's four, or every field). */
  readonly columns?: readonly ExportedListColumn[];
  readonly lang: ConsoleLanguage;
  /** The museum's, for the Last Change column. */
  readonly timeZone: string;
  readonly setId?: string;
  /** A selection's ids. */
  readonly ids?: readonly string[];
};

export const LIST_COLUMNS_MESSAGE = `Name each column once, among ${EXPORTED_LIST_COLUMNS.join(', ')}.`;

export const LIST_COLUMNS_CHOICE_MESSAGE = 'listColumns goes with columns=list.';

/** `listColumns` as the request gives it: known names, each once, with columns=list (a 400 in the error body otherwise). */
export function chosenListColumns(given: string | undefined, choice: ExportColumns): readonly ExportedListColumn[] | undefined {
  if (given === undefined) return undefined;
  if (choice !== 'list') throw new ValidationError(LIST_COLUMNS_CHOICE_MESSAGE, { listColumns: LIST_COLUMNS_CHOICE_MESSAGE });
  const names = given.split(',');
  const known = (name: string): name is ExportedListColumn => (EXPORTED_LIST_COLUMNS as readonly string[]).includes(name);
  if (!names.length || !names.every(known) || new Set(names).size !== names.length) {
    throw new ValidationError(LIST_COLUMNS_MESSAGE, { listColumns: LIST_COLUMNS_MESSAGE });
  }
  return names;
}

/** A change's instant as the list shows it, in the museum's time: `YYYY/MM/DD HH:mm`. */
function changedAt(iso: string | undefined, timeZone: string): string | undefined {
  if (!iso) return undefined;
  const p = wallClockParts(Date.parse(iso), timeZone);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}

/**
 * The chosen columns, in the chosen order, headed as the list heads them in the reader's
 * language; each field's cell is the full export's (`byField`), so the two never read differently.
 */
export function shownColumns<L>(
  listed: ListedObjects,
  byField: (field: Exclude<ExportedListColumn, 'updatedAt'>) => Column<ObjectRecord, L>,
): readonly Column<ObjectRecord, L>[] | undefined {
  const headers = OBJECT_LIST_HEADERS[listed.lang];
  return listed.columns?.map((id) =>
    id === 'updatedAt'
      ? { header: headers.updatedAt, width: 18, value: (record: ObjectRecord) => changedAt(record.updatedAt, listed.timeZone) }
      : { ...byField(id), header: headers[id], listPosition: undefined },
  );
}
