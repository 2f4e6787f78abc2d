import * as z from 'zod/mini';
import { Id } from './common';
import { chosenRecords, EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE, selection } from './export';

/** Its own file, so only the objects function builds it (the record functions' cold starts have little room). */
export const EXPORT_SET_MESSAGE = 'Send setId alone, or all=true or the idList.';
/** The objects' export also takes a set (issue 29): `?setId=` alone exports the set's objects. */
export const ObjectExportQuery = z.pipe(
  z.object({ ...selection, columns: z.optional(z.enum(EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE)), setId: z.optional(Id) }),
  z.transform((q, ctx) => {
    const columns = q.columns ?? 'all';
    if (!q.setId) {
      const records = chosenRecords(q, ctx.issues);
      return records ? { ...records, columns, setId: undefined } : z.NEVER;
    }
    if (q.all === 'true' || q.idList?.length) {
      ctx.issues.push({ code: 'custom', message: EXPORT_SET_MESSAGE, input: q, path: ['setId'] });
      return z.NEVER;
    }
    return { all: false as const, ids: [] as string[], columns, setId: q.setId };
  }),
);
export type ObjectExportRequest = z.output<typeof ObjectExportQuery>;
