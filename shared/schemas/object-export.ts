import * as z from 'zod/mini';
import { CONSOLE_LANGUAGES } from '../preference-values';
import { Id } from './common';
import { chosenRecords, EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE, selection } from './export';

/** Its own file, so only the objects function builds it (the record functions' cold starts have little room). */
export const EXPORT_SET_MESSAGE = 'Send setId alone, or all=true or the idList.';

/**
 * The objects' export also takes a set (issue 29): `?setId=` alone exports the set's objects.
 * The list as shown (issue 29) adds to any of the three the list's own query parameters
 * (searchAll, the filters, missing, sort: only its rows, in its order) and, with columns=list,
 * `listColumns` (the columns the user chose, in their order) and `lang` (their headers'
 * language). The list's parameters pass through here as they came and are checked, with
 * `listColumns`, by the code the export loads (`functions/objects/excel.ts`): their schema
 * would not fit the objects function's cold start.
 */
export const ObjectExportQuery = z.pipe(
  z.looseObject({
    ...selection,
    columns: z.optional(z.enum(EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE)),
    setId: z.optional(Id),
    listColumns: z.optional(z.string().check(z.maxLength(400))),
    lang: z.optional(z.enum(CONSOLE_LANGUAGES)),
  }),
  z.transform((q, ctx) => {
    const { all, idList, columns = 'all', setId, listColumns, lang = 'en', ...search } = q;
    const list = { search, columns: listColumns, lang };
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
