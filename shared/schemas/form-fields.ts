import * as z from 'zod/mini';
import { Id, optional } from './common';

/**
 * Field schemas the collection's forms share (objects, and the records about them): texts,
 * days, uploaded files, dropdown ids and list-query parameters, each with the message the
 * console shows under its field.
 */
export const DATE_MESSAGE = 'A date is written YYYY-MM-DD (or YYYY/MM/DD).';

/** Builds `{ field: schema }` for a list of field names, typed by the names. */
export function fieldsOf<const K extends readonly string[], S>(names: K, schema: S) {
  return Object.fromEntries(names.map((name) => [name, schema])) as { [P in K[number]]: S };
}

/** A text of the form: trimmed; blank is absent, as an emptied input means. */
export function text(max: number) {
  return optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`)),
      z.transform((v) => v || undefined),
    ),
  );
}

/** A calendar day: YYYY-MM-DD stored; the console's YYYY/MM/DD is taken too. */
export const day = z.pipe(
  z.string({ error: DATE_MESSAGE }).check(
    z.regex(/^\d{4}[-/]\d{2}[-/]\d{2}$/u, DATE_MESSAGE),
    z.refine((v) => {
      const iso = v.replaceAll('/', '-');
      const parsed = new Date(`${iso}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso);
    }, DATE_MESSAGE),
  ),
  z.transform((v) => v.replaceAll('/', '-')),
);

/** A file entry of a form's uploads (spec 2 section 3): the service checks the URL is the museum's own folder. */
export const FileEntrySchema = z.object({
  uid: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.trim(), z.maxLength(240)),
  url: z.url('A file is named by its URL.').check(z.maxLength(2000)),
});
export type FileEntry = z.output<typeof FileEntrySchema>;

/** Dropdown value ids, each once, at most `max`. */
export const distinctIds = (max: number, what: string) =>
  z.array(Id).check(
    z.maxLength(max, `Choose at most ${max} ${what}.`),
    z.refine((ids) => new Set(ids).size === ids.length, `Choose each ${what.replace(/s$/u, '')} once.`),
  );

/** A query parameter left empty is no filter: an emptied filter field sends `name=`. */
const blankIsAbsent = z.pipe(
  z.string().check(z.maxLength(240, 'At most 240 characters.')),
  z.transform((v) => v.trim() || undefined),
);
export const searchParam = z.optional(blankIsAbsent);
export const idParam = z.optional(z.pipe(blankIsAbsent, z.optional(Id)));
export const dayParam = z.optional(z.pipe(blankIsAbsent, z.optional(day)));
/** A year, a whole number, negative before the common era ('-500'). */
export const yearParam = z.optional(z.pipe(blankIsAbsent, z.optional(z.coerce.number<string>().check(z.int(), z.minimum(-9999), z.maximum(9999)))));
