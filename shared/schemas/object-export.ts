import * as z from 'zod/mini';
import { CONSOLE_LANGUAGES } from '../preference-values';
import { Id } from './common';
import { chosenRecords, EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE, selection } from './export';
import { ObjectListQuery } from './object';

/** Its own file, so only the objects function builds it (the record functions' cold starts have little room). */
export const EXPORT_SET_MESSAGE = 'Send setId alone, or all=true or the idList.';
export const LIST_COLUMNS_CHOICE_MESSAGE = 'listColumns goes with columns=list.';

/** The list's own query, without its paging: the rows of "the list as shown" (issue 29). */
const ListSearch = z.omit(ObjectListQuery, { page: true, size: true, setId: true });
export type ObjectListSearch = z.output<typeof ListSearch>;

/**
 * The objects' export also takes a set (issue 29): `?setId=` alone exports the set's objects.
 * The list as shown (issue 29) adds to any of the three the list's own query (searchAll, the
 * filters, missing, sort: only its rows, in its order) and `listColumns`, the columns the user
 * chose, in their order, with `lang`, the language of their headers. Which names `listColumns`
 * may hold is checked by the code the export loads (the objects function's cold start has no room).
 */
export const ObjectExportQuery = z.pipe(
  z.extend(ListSearch, {
    ...selection,
    columns: z.optional(z.enum(EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE)),
    setId: z.optional(Id),
    listColumns: z.optional(z.string().check(z.maxLength(400))),
    lang: z.optional(z.enum(CONSOLE_LANGUAGES)),
  }),
  z.transform((q, ctx) => {
    const { all, idList, columns: choice, setId, listColumns, lang = 'en', ...search } = q;
    if (listColumns !== undefined && choice === 'all') {
      ctx.issues.push({ code: 'custom', message: LIST_COLUMNS_CHOICE_MESSAGE, input: q, path: ['listColumns'] });
      return z.NEVER;
    }
    const columns = listColumns === undefined ? (choice ?? 'all') : 'list';
    const narrowed = Object.values(search).some((v) => v !== undefined);
    // Without the list's query or its columns, the export is the spec's (or issue 29's set export) unchanged.
    const list = narrowed || listColumns !== undefined ? { search, columns: listColumns?.split(','), lang } : undefined;
    if (!setId) {
      const records = chosenRecords({ all, idList }, ctx.issues);
      return records ? { ...records, columns, setId: undefined, list } : z.NEVER;
    }
    if (all === 'true' || idList?.length) {
      ctx.issues.push({ code: 'custom', message: EXPORT_SET_MESSAGE, input: q, path: ['setId'] });
      return z.NEVER;
    }
    return { all: false as const, ids: [] as string[], columns, setId, list };
  }),
);
export type ObjectExportRequest = z.output<typeof ObjectExportQuery>;
export type ListedExport = NonNullable<ObjectExportRequest['list']>;
