import * as z from 'zod/mini';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/**
 * Pieces every resource's schemas share. Each resource's schemas live in their own file, so a
 * Lambda builds only the schemas of its own routes when it starts. Every text the API takes is
 * also checked by the kit for valid Unicode and control characters (`functions/lib/input-text.ts`).
 */

export const ID_MAX = 100;
export const SEARCH_MAX = 200;
export const PASSWORD_MAX = 256;

/** Ids are made by the API (UUIDs, list names, ISO codes): letters, digits and `_ - . :` only. */
export const Id = z.string({ error: 'An id is required.' }).check(
  z.minLength(1, 'An id is required.'),
  z.maxLength(ID_MAX, `An id has at most ${ID_MAX} characters.`),
  z.regex(/^[\w.:-]+$/u, 'An id has only letters, digits and _ - . :'),
);

/** A path parameter: the kit checks every `{param}` with this unless the route says otherwise. */
export const PathId = Id;

/**
 * Optional in a request: absent, or `null` as the API's own answers show an empty field (a body a
 * GET returned can be sent back to its PUT). Both come out as `undefined`.
 */
export function optional<S extends z.ZodMiniType>(schema: S) {
  return z.optional(z.pipe(z.nullable(schema), z.transform((v): z.output<S> | undefined => (v === null ? undefined : v))));
}

/** A required text: missing, not a string, or blank after trimming all give `message`. */
export function requiredText(message: string, max = 500) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));
}

// Overrides, embeddings and isolates can make a name read as another (U+202A-202E, U+2066-2069).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
export const BIDI_MESSAGE = 'Names cannot contain text-direction control characters.';

/** A person's, user's or group's name: a required text without text-direction controls. */
export function nameText(message: string, max = 200) {
  return requiredText(message, max).check(z.refine((v) => !BIDI_CONTROLS.test(v), BIDI_MESSAGE));
}

export const VERSION_MESSAGE = 'Send the version of the record you read (version).';
/** The record version an update or delete was made against (optimistic locking): required. */
export const version = z.number({ error: VERSION_MESSAGE }).check(z.int(VERSION_MESSAGE), z.positive(VERSION_MESSAGE));

/** A search text of a list. */
export const SearchText = z.string().check(z.maxLength(SEARCH_MAX, `A search has at most ${SEARCH_MAX} characters.`));

/**
 * Spring's `sort=field` or `sort=field,asc|desc` over the fields a list can sort by (the user list,
 * objects, the record lists): one parser, so every list takes the same form and answers a bad one
 * with the same 400.
 */
export function sortParam<const F extends readonly [string, ...string[]]>(sortFields: F) {
  const sortPattern = new RegExp(`^(${sortFields.join('|')})(,(asc|desc))?$`, 'u');
  const sortMessage = `Sort by one of ${sortFields.join(', ')}, optionally followed by ,asc or ,desc.`;
  return z.optional(
    z.pipe(
      z.string().check(z.regex(sortPattern, sortMessage)),
      z.transform((v) => {
        const [field, direction] = v.split(',');
        return { field: field as F[number], descending: direction === 'desc' };
      }),
    ),
  );
}
export type SortParam<F extends string = string> = { field: F; descending: boolean };

/** Spec paging: zero-based page, size from the page-size options' range, and `sort` (`sortParam`). */
export function pagingQuery<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), DEFAULT_PAGE),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
    sort: sortParam(sortFields),
    value: z.optional(SearchText),
  });
}
export type Paging<F extends string = string> = {
  page: number;
  size: number;
  sort?: SortParam<F>;
  value?: string;
};

const ID_LIST_MESSAGE = 'Name the ids to delete.';
/** Comma-joined ids, at most 100 (a URL's worth under CloudFront's limit). */
export const IdListParam = z.pipe(
  z.string().check(z.maxLength(ID_MAX * 100 + 100)),
  z.pipe(
    z.transform((v: string) => v.split(',').map((s) => s.trim()).filter(Boolean)),
    z.array(Id).check(z.minLength(1, ID_LIST_MESSAGE), z.maxLength(100, 'Delete at most 100 records at once.')),
  ),
);
const versionList = z.pipe(
  z.string().check(z.maxLength(2_000)),
  z.pipe(z.transform((v: string) => v.split(',').map((s) => Number(s.trim()))), z.array(version)),
);

/**
 * `DELETE ...?id=1,2` (the spec also writes `idList` and `ids`), with an optional `version=3,1`
 * in the same order: when sent, each record is deleted only if it is still at that version.
 */
export const IdListQuery = z.pipe(
  z.object({ id: z.optional(IdListParam), idList: z.optional(IdListParam), ids: z.optional(IdListParam), version: z.optional(versionList) }),
  z.transform((q, ctx) => {
    const ids = q.id ?? q.idList ?? q.ids;
    if (!ids) {
      ctx.issues.push({ code: 'custom', message: ID_LIST_MESSAGE, input: q, path: ['id'] });
      return z.NEVER;
    }
    if (q.version && q.version.length !== ids.length) {
      ctx.issues.push({ code: 'custom', message: 'Send one version per id.', input: q, path: ['version'] });
      return z.NEVER;
    }
    return { ids, versions: q.version };
  }),
);
export type IdList = z.output<typeof IdListQuery>;

/**
 * A response schema, built on first use. The Lambdas never parse their own answers (the local
 * stack checks them, the OpenAPI document and the console read them), so a function does not pay
 * at cold start to build the schemas of what it sends.
 */
export function responseSchema<S extends z.ZodMiniType>(build: () => S) {
  return z.lazy(build);
}

/** What a delete answers. */
export const DeletedSchema = responseSchema(() => z.object({ deleted: z.number() }));

/** The body of an action that takes none (a new key): nothing, or `{}`; anything else is a 400. */
export const NoBody = z.optional(z.strictObject({}));
