import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../constants';
import { Id, IdListParam, nameText, responseSchema, version } from './common';
import { ObjectListQuery } from './object';
import { thousands } from '../thousands';

/**
 * Sets of objects (issue 29, docs/object-sets.md): a named working list, private to its creator or
 * shared with the museum, that the object list, the export and the item PDFs take as `setId`.
 */

/** The most objects a set holds: past it an addition is refused whole and nothing is stored. */
export const OBJECT_SET_MAX_OBJECTS = 10_000;
export const OBJECT_SET_FULL_MESSAGE = `A set holds at most ${thousands(OBJECT_SET_MAX_OBJECTS)} objects.`;
export const OBJECT_SET_NAME_MESSAGE = 'Name is required.';
export const OBJECT_SET_ADD_MESSAGE = 'Send the ids to add (ids) or the search whose results to add (search).';

export const ObjectSetCreateSchema = z.object({
  name: nameText(OBJECT_SET_NAME_MESSAGE, 200),
  /** Only its creator sees a private set; a shared one is the museum's. */
  private: z._default(z.boolean(), true),
});
export type ObjectSetCreate = z.output<typeof ObjectSetCreateSchema>;

export const ObjectSetUpdateSchema = z.object({
  name: nameText(OBJECT_SET_NAME_MESSAGE, 200),
  private: z.boolean(),
  version,
});
export type ObjectSetUpdate = z.output<typeof ObjectSetUpdateSchema>;

/** The list's query as the object list sends it, without its page and order: every object it finds. */
export const ObjectSearchSchema = z.omit(ObjectListQuery, { page: true, size: true, sort: true });
export type ObjectSearch = z.output<typeof ObjectSearchSchema>;

/**
 * What to add: the ids of a selection (a page of the list at most), or the search whose every
 * result goes in (the console never sends 10,000 ids).
 */
export const ObjectSetAddSchema = z.pipe(
  z.object({
    ids: z.optional(z.array(Id).check(z.maxLength(MAX_PAGE_SIZE, `Add at most ${MAX_PAGE_SIZE} ids at once, or a search.`))),
    search: z.optional(ObjectSearchSchema),
  }),
  z.transform((body, ctx) => {
    if (!body.ids === !body.search) {
      ctx.issues.push({ code: 'custom', message: OBJECT_SET_ADD_MESSAGE, input: body, path: ['ids'] });
      return z.NEVER;
    }
    return body.ids ? { ids: body.ids } : { search: body.search! };
  }),
);
export type ObjectSetAdd = z.output<typeof ObjectSetAddSchema>;

/** The members to remove: no version, removals merge with what others add meanwhile. */
export const ObjectSetRemoveQuery = z.object({ idList: IdListParam });

export const ObjectSetSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    private: z.boolean(),
    ownerId: z.string(),
    ownerName: z.string(),
    /** Its objects when last changed (a deleted object drops out of its list at once, and out of this count at its next change). */
    size: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ObjectSetDto = z.output<typeof ObjectSetSchema>;
export const ObjectSetListSchema = responseSchema(() => z.array(ObjectSetSchema));
/** An addition's answer: the set, and how many of the objects asked for were not in it yet. */
export const ObjectSetChangeSchema = responseSchema(() => z.object({ set: ObjectSetSchema, added: z.number(), removed: z.number() }));
export type ObjectSetChange = z.output<typeof ObjectSetChangeSchema>;
