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
/** Finished files live under `exports/<tenant>/<job id>/`: outside every tenant's public uploads folder. */
export const EXPORTS_FOLDER = 'exports';
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

/** `?all=true` or `?idList=a,b`: exactly one of them. */
export const ExportQuery = z.pipe(
  z.object({ all: z.optional(z.enum(['true', 'false'])), idList: z.optional(idList) }),
  z.transform((q, ctx) => {
    const all = q.all === 'true';
    const ids = q.idList ?? [];
    if (all === ids.length > 0) {
      ctx.issues.push({ code: 'custom', message: EXPORT_CHOOSE_MESSAGE, input: q, path: ['all'] });
      return z.NEVER;
    }
    return all ? ({ all: true } as const) : ({ all: false, ids } as const);
  }),
);
export type ExportRequest = z.output<typeof ExportQuery>;

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
