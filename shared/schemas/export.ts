import * as z from 'zod/mini';
import { Id, ID_MAX, responseSchema } from './common';

/**
 * Spreadsheet exports (issue 10, "Exports"): `GET /api/<list>/excel?all=true` or `?idList=a,b`
 * answers the .xlsx at once when it is small, or starts a job (`GET /api/exports/{id}`).
 */

/**
 * An `idList` export names at most this many records. The ids travel in the URL, and CloudFront
 * takes at most 8,192 bytes of it: 200 UUIDs with their commas are 7,400.
 */
export const EXPORT_IDS_MAX = 200;
/** A job and its file are kept this long (the job item by DynamoDB's time to live). */
export const EXPORT_JOB_DAYS = 2;
/** The presigned GET of a finished file holds this long. */
export const EXPORT_URL_SECONDS = 300;

export const EXPORT_CHOOSE_MESSAGE = 'Send all=true or the idList to export.';

const idList = z.pipe(
  z.string().check(z.maxLength((ID_MAX + 1) * EXPORT_IDS_MAX)),
  z.pipe(
    z.transform((v: string) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))]),
    z.array(Id).check(z.maxLength(EXPORT_IDS_MAX, `Export at most ${EXPORT_IDS_MAX} selected records at once, or all of them.`)),
  ),
);

export const selection = { all: z.optional(z.enum(['true', 'false'])), idList: z.optional(idList) };
type Selection = { all?: 'true' | 'false'; idList?: string[] };
type ChosenRecords = { readonly all: true } | { readonly all: false; readonly ids: string[] };

export function chosenRecords(q: Selection, issues: z.core.$RefinementCtx['issues']): ChosenRecords | undefined {
  const all = q.all === 'true';
  const ids = q.idList ?? [];
  if (all === ids.length > 0) {
    issues.push({ code: 'custom', message: EXPORT_CHOOSE_MESSAGE, input: q, path: ['all'] });
    return undefined;
  }
  return all ? { all: true } : { all: false, ids };
}

/** `?all=true` or `?idList=a,b`: exactly one of them. */
export const ExportQuery = z.pipe(
  z.object(selection),
  z.transform((q, ctx) => chosenRecords(q, ctx.issues) ?? z.NEVER),
);

/**
 * Which columns a spreadsheet holds (issue 32): the list's own (what the list shows, to read), or
 * every field (the form that imports back). Without `columns` an export holds every field, as the
 * spec's `GET /api/{entity}/excel` always has.
 */
export const EXPORT_COLUMN_CHOICES = ['list', 'all'] as const;
export type ExportColumns = (typeof EXPORT_COLUMN_CHOICES)[number];
export const EXPORT_COLUMNS_MESSAGE = 'Send columns=list (the columns of the list) or columns=all (every field).';

/** A spreadsheet export (`GET /api/<list>/excel`): the records, and which of their columns. */
export const SpreadsheetExportQuery = z.pipe(
  z.object({ ...selection, columns: z.optional(z.enum(EXPORT_COLUMN_CHOICES, EXPORT_COLUMNS_MESSAGE)) }),
  z.transform((q, ctx) => {
    const records = chosenRecords(q, ctx.issues);
    return records ? { ...records, columns: q.columns ?? 'all' } : z.NEVER;
  }),
);
export type ExportRequest = z.output<typeof SpreadsheetExportQuery>;


export const EXPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A running or finished export job; `url` (a presigned GET of the file) only once DONE. */
export const ExportJobSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(EXPORT_STATUSES),
    processed: z.number(),
    total: z.number(),
    fileName: z.string(),
    url: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
);
export type ExportJob = z.output<typeof ExportJobSchema>;
