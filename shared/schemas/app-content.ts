import * as z from 'zod/mini';
import { CONTENT_STATES } from '../app-content/constants';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { Id, optional, responseSchema, SearchText } from './common';
import { ExportQuery } from './export';
import { dayParam, idParam, searchParam } from './form-fields';

/**
 * Pieces the App CMS's schemas share (POIs, POI groups, news, app settings, beacons): files,
 * language codes, the list paging, and the body a GET answered taken back by its save.
 */

/** An uploaded file of the app's content: its URL (the service checks it is the museum's own folder); uid and name as the form keeps them. */
export const AppFileSchema = z.object({
  url: z.url('A file is named by its URL.').check(z.maxLength(2000)),
  uid: z.optional(z.string().check(z.maxLength(200))),
  name: z.optional(z.string().check(z.maxLength(240))),
});
export type AppFile = z.output<typeof AppFileSchema>;

/**
 * A one-file field: the file, or the upload list it came from ("read as the first element on
 * save", spec 2 section 5), or nothing.
 */
export const singleFile = optional(
  z.pipe(
    z.union([AppFileSchema, z.array(AppFileSchema).check(z.maxLength(1, 'Choose one file.'))]),
    z.transform((v): AppFile | undefined => (Array.isArray(v) ? v[0] : v)),
  ),
);

/**
 * What a save of app content answers beside the record: the URLs of files the save dropped that
 * the store could not delete (left there and logged), so the form can say so (spec 2 section 8).
 */
export function savedWithFileReport<S extends z.ZodMiniType<object>>(schema: S) {
  return z.intersection(schema, z.object({ filesNotDeleted: z.optional(z.array(z.string())) }));
}

export function fileList(max: number, what: string) {
  return z._default(z.array(AppFileSchema).check(z.maxLength(max, `At most ${max} ${what}.`)), []);
}

/** A language of the app's content, by its ISO code (`en`, `ar`). */
export const LanguageCode = z.string({ error: 'Name the language by its code.' }).check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/u, 'Name the language by its code.'));

/** Each language at most once in a content list. */
export function contentList<S extends z.ZodMiniType<{ language: string }>>(entry: S) {
  return z._default(
    z.array(entry).check(
      z.maxLength(50),
      z.refine((entries) => new Set(entries.map((e) => e.language)).size === entries.length, 'Give each language once.'),
    ),
    [],
  );
}

export const ContentStateSchema = z.enum(CONTENT_STATES);

/**
 * The save routes take the body they take, or what the record's GET answered (`{ id, data: {...} }`):
 * the fields under `data` are lifted, so a record read can be sent back as it is.
 */
export function acceptingRead<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(
    z.transform((v: unknown) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const { data, ...rest } = v as Record<string, unknown>;
      return data && typeof data === 'object' && !Array.isArray(data) ? { ...(data as object), ...rest } : v;
    }),
    schema,
  );
}

export const listPaging = {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), DEFAULT_PAGE),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
};

/** A list of the App CMS: a page and an optional title search. */
export const ContentListQuery = z.object({ ...listPaging, title: searchParam, value: z.optional(SearchText) });
export type ContentListParams = z.output<typeof ContentListQuery>;

/** `?all=true` or `?idList=a,b`, and for multilingual content the language whose texts go in. */
export const CsvExportQuery = z.pipe(
  z.object({ all: z.optional(z.enum(['true', 'false'])), idList: z.optional(z.string()), language: idParam }),
  z.transform((q, ctx) => {
    const parsed = ExportQuery.safeParse({ all: q.all, idList: q.idList });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, input: q, path: issue.path });
      return z.NEVER;
    }
    return { ...parsed.data, language: q.language };
  }),
);
export type CsvExportRequest = z.output<typeof CsvExportQuery>;

export const DateRangeQuery = z.object({ startDate: dayParam, endDate: dayParam });

/** A page of a list. */
export function pageOf<S extends z.ZodMiniType>(item: () => S) {
  return responseSchema(() => z.object({ content: z.array(item()), totalElements: z.number(), page: z.number(), size: z.number() }));
}

export const IdTitleSchema = responseSchema(() => z.object({ id: z.string(), title: z.string() }));

/** A record's id in a body (`group: { id }`). */
export const IdRef = z.object({ id: Id });
