import * as z from 'zod/mini';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { NEW_PLACE_REQUIRED, newPlaceMissing } from '../records/new-place-rule';
import { RECORD_LONG_TEXT_MAX, RECORD_TEXT_MAX, type RecordField, type RecordType } from '../records/record-type';
import { Id, optional, responseSchema, sortParam, version, type SortParam } from './common';
import { day, distinctIds, FileEntrySchema, idParam, searchParam, text } from './form-fields';

/**
 * The API's schemas of a record type (spec 2 sections 3, 5 and 7), built from its declaration in
 * shared/records/record-types.ts: each field's kind gives its input check and its answer's shape.
 * Built per type on first use, so a function pays only for its own type.
 */
export const OBJECT_REQUIRED_MESSAGE = 'Choose an object.';

const number = z.number('Enter a number.').check(z.minimum(-1e12), z.maximum(1e12));

function inputOf(field: RecordField): z.ZodMiniType {
  switch (field.kind) {
    case 'text':
      return text(RECORD_TEXT_MAX);
    case 'longText':
      return text(RECORD_LONG_TEXT_MAX);
    case 'number':
      return optional(number);
    case 'boolean':
      return optional(z.boolean());
    case 'date':
      return optional(day);
    case 'ref':
      return optional(Id);
    case 'refs':
      return optional(distinctIds(field.max ?? 6, 'values'));
    case 'choice':
      return optional(z.enum(field.options as [string, ...string[]], `Choose one of ${field.options?.join(', ')}.`));
    case 'images':
    case 'documents':
      return optional(z.array(FileEntrySchema).check(z.maxLength(field.max ?? 20, `At most ${field.max ?? 20} files.`)));
  }
}

function answerOf(field: RecordField): z.ZodMiniType {
  switch (field.kind) {
    case 'number':
      return z.nullable(z.number());
    case 'boolean':
      return z.boolean();
    case 'refs':
      return z.array(z.string());
    case 'images':
    case 'documents':
      return z.array(z.object({ uid: z.string(), name: z.string(), url: z.string() }));
    default:
      return z.nullable(z.string());
  }
}

/** The report id: required on the types that have one, with the type's own message (spec 2 section 5). */
function reportIdInput(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(RECORD_TEXT_MAX, `At most ${RECORD_TEXT_MAX} characters.`));
}

function inputShape(type: RecordType) {
  const shape: Record<string, z.ZodMiniType> = {
    objectId: z.string({ error: OBJECT_REQUIRED_MESSAGE }).check(z.minLength(1, OBJECT_REQUIRED_MESSAGE), z.maxLength(100), z.regex(/^[\w.:-]+$/u, OBJECT_REQUIRED_MESSAGE)),
  };
  for (const field of type.fields) shape[field.name] = field.name === 'reportId' && type.reportId ? reportIdInput(type.reportId.required) : inputOf(field);
  return shape;
}

/** A movement's new place names its top level whenever it names a lower one (shared/records/new-place-rule.ts). */
function withPlaceRule<S extends z.ZodMiniObject>(type: RecordType, schema: S): S {
  // A bare check function, not z.superRefine: that helper alone adds 393 bytes of zod to every
  // cold start that loads a record schema (the imports function's went over its 80 KB).
  return schema.check((ctx) => {
    const field = newPlaceMissing(type, ctx.value as Record<string, unknown>);
    if (field) ctx.issues.push({ code: 'custom', message: NEW_PLACE_REQUIRED, path: [field], input: ctx.value });
  });
}

/** What a record's create takes: `objectId` and the type's fields, each optional but the report id. */
export type RecordInput = { objectId: string; reportId?: string } & Record<string, unknown>;
export type RecordUpdate = RecordInput & { id: string; version: number };

const cache = new Map<string, z.ZodMiniType>();
function once<S extends z.ZodMiniType>(key: string, build: () => S): S {
  let schema = cache.get(key);
  if (!schema) cache.set(key, (schema = build()));
  return schema as S;
}

/** POST /api/<path>. */
export function recordCreateSchema(type: RecordType) {
  return z.lazy(() => once(`${type.name}:create`, () => withPlaceRule(type, z.object(inputShape(type))))) as unknown as z.ZodMiniType<RecordInput>;
}

/** PUT /api/<path>: the whole record, with its id and the version it was read at. */
export function recordUpdateSchema(type: RecordType) {
  return z.lazy(() => once(`${type.name}:update`, () => withPlaceRule(type, z.object({ ...inputShape(type), id: Id, version })))) as unknown as z.ZodMiniType<RecordUpdate>;
}

/**
 * GET /api/<path> (spec 2 section 7): zero-based page and size, `searchText`, the object, and the
 * type's filters (value ids). A blank parameter is no filter.
 */
export function recordListQuery(type: RecordType) {
  return z.lazy(() =>
    once(`${type.name}:list`, () =>
      z.object({
        page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), DEFAULT_PAGE),
        size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
        searchText: searchParam,
        objectId: idParam,
        sort: sortParam(recordSortFields(type)),
        ...Object.fromEntries(type.filters.map((f) => [f, idParam])),
      }),
    ),
  ) as unknown as z.ZodMiniType<RecordListParams>;
}
export type RecordListParams = { page: number; size: number; searchText?: string; objectId?: string; sort?: SortParam } & Record<string, string | number | SortParam | undefined>;

/** The columns a record list sorts by (`sort=field[,asc|desc]`): its object's number and name, and the type's own. */
export function recordSortFields(type: RecordType): [string, ...string[]] {
  return ['inventoryNumber', ...(type.objectNameColumn ? ['objectName'] : []), ...type.columns];
}

/** A record as the API answers it: every field present (null or [] when empty), with its object's number and name. */
export function recordSchema(type: RecordType) {
  return responseSchema(() =>
    once(`${type.name}:dto`, () =>
      z.object({
        id: z.string(),
        objectId: z.string(),
        inventoryNumber: z.nullable(z.string()),
        objectName: z.nullable(z.string()),
        ...Object.fromEntries(type.fields.map((f) => [f.name, answerOf(f)])),
        createdAt: z.nullable(z.string()),
        updatedAt: z.nullable(z.string()),
        version: z.number(),
      }),
    ),
  );
}
export type RecordDto = { id: string; objectId: string; inventoryNumber: string | null; objectName: string | null; createdAt: string | null; updatedAt: string | null; version: number } & Record<
  string,
  unknown
>;

export function recordPageSchema(type: RecordType) {
  return responseSchema(() => z.object({ content: z.array(recordSchema(type)), totalElements: z.number(), page: z.number(), size: z.number() }));
}

/** GET /api/<path>/reportId: the next report id (spec 2 section 7: "(data)"). */
export const ReportIdSchema = responseSchema(() => z.object({ data: z.string() }));
