import * as z from 'zod/mini';
import { OBJECT_LIST_COLUMNS, columnChoiceSchema } from './list-columns';
import { nameText, responseSchema, SearchText, version } from './common';
import { ObjectListQuery, OBJECT_SORT_FIELDS } from './object';
import { OBJECT_FILTER_NAMES, operatorOf } from './object-list-filters';

/**
 * Saved searches of the object list (issue 29; docs/saved-searches.md): a name, the query (the
 * search text, the filter tokens, the sort, the columns) and who sees it: its owner alone
 * (`private`) or every user of the museum (`shared`).
 */
export const SAVED_SEARCH_VISIBILITIES = ['private', 'shared'] as const;
/** A person keeps a handful; the cap bounds the museum partition every list reads. */
export const SAVED_SEARCHES_PER_USER = 100;

export const SAVED_SEARCH_MESSAGES = {
  name: 'Name the search (at most 100 characters).',
  visibility: `Choose who sees the search: ${SAVED_SEARCH_VISIBILITIES.join(' or ')}.`,
  property: `A token filters by one of ${OBJECT_FILTER_NAMES.join(', ')}.`,
  operator: 'A text filter takes the operator ":" (contains), any other filter "=".',
  repeated: 'Filter by each field once.',
  tooMany: `You have ${SAVED_SEARCHES_PER_USER} saved searches: delete one first.`,
} as const;

const TokenSchema = z.object({
  propertyKey: z.enum(OBJECT_FILTER_NAMES, SAVED_SEARCH_MESSAGES.property),
  operator: z.enum([':', '='], SAVED_SEARCH_MESSAGES.operator),
  value: SearchText,
});
export type FilterToken = z.infer<typeof TokenSchema>;

/**
 * The query, checked as the list would send it: each token's value must be one GET /api/objects
 * takes for its filter (a day, a year, a value id), so a saved search always opens.
 */
export const SavedQuerySchema = z
  .object({
    text: SearchText,
    tokens: z.array(TokenSchema).check(z.maxLength(OBJECT_FILTER_NAMES.length, SAVED_SEARCH_MESSAGES.repeated)),
    sort: z.optional(z.object({ by: z.enum(OBJECT_SORT_FIELDS, `Sort by one of ${OBJECT_SORT_FIELDS.join(', ')}.`), descending: z.boolean() })),
    columns: z.optional(columnChoiceSchema(OBJECT_LIST_COLUMNS)),
  })
  .check((ctx) => {
    const { tokens } = ctx.value;
    const issue = (message: string, path: (string | number)[]) => void ctx.issues.push({ code: 'custom', message, path, input: ctx.value });
    if (new Set(tokens.map((t) => t.propertyKey)).size !== tokens.length) return issue(SAVED_SEARCH_MESSAGES.repeated, ['tokens']);
    tokens.forEach((token, index) => {
      if (token.operator !== operatorOf(token.propertyKey)) return issue(SAVED_SEARCH_MESSAGES.operator, ['tokens', index, 'operator']);
      const checked = ObjectListQuery.safeParse({ [token.propertyKey]: token.value });
      if (!checked.success) issue(checked.error.issues[0]?.message ?? SAVED_SEARCH_MESSAGES.property, ['tokens', index, 'value']);
    });
  });
export type SavedQuery = z.infer<typeof SavedQuerySchema>;

/** POST /api/saved-searches. */
export const SavedSearchCreateSchema = z.object({
  name: nameText(SAVED_SEARCH_MESSAGES.name, 100),
  visibility: z.enum(SAVED_SEARCH_VISIBILITIES, SAVED_SEARCH_MESSAGES.visibility),
  query: SavedQuerySchema,
});
export type SavedSearchCreate = z.infer<typeof SavedSearchCreateSchema>;

/** PUT /api/saved-searches/{id}: the whole search again, at the version read. */
export const SavedSearchUpdateSchema = z.object({ ...SavedSearchCreateSchema.shape, version });
export type SavedSearchUpdate = z.infer<typeof SavedSearchUpdateSchema>;

export const SavedSearchSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    visibility: z.enum(SAVED_SEARCH_VISIBILITIES),
    query: SavedQuerySchema,
    ownerId: z.string(),
    /** The owner's username, so a shared search says whose it is. */
    ownerUsername: z.string(),
    /** The caller made it: they may change and delete it. */
    mine: z.boolean(),
    version: z.number(),
    updatedAt: z.string(),
  }),
);
export type SavedSearch = z.output<typeof SavedSearchSchema>;
export const SavedSearchListSchema = responseSchema(() => z.array(SavedSearchSchema));
