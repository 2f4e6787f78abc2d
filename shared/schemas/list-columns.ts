import * as z from 'zod/mini';

/**
 * The columns a user chooses and orders on a list (Cloudscape's content display), kept with their
 * preferences so they follow them to another browser. One entry per list; a list's ids are
 * checked strictly: an unknown or repeated id is a 400 and nothing is stored.
 */
export const OBJECT_LIST_COLUMNS = [
  'thumbnail',
  'inventoryNumber',
  'objectName',
  'objectTitle',
  'classification',
  'category',
  'location',
  'locationArea',
  'registrationDate',
  'quantity',
  'updatedAt',
  'actions',
] as const;
export type ObjectListColumn = (typeof OBJECT_LIST_COLUMNS)[number];

/** The spec's columns (spec 2 section 2) and the thumbnail, what a user who never chose sees; the others start hidden. */
export const OBJECT_LIST_DEFAULT_COLUMNS: readonly ObjectListColumn[] = ['thumbnail', 'inventoryNumber', 'objectName', 'location', 'locationArea', 'actions'];

export const COLUMN_MESSAGES = {
  unknown: (ids: readonly string[]) => `Choose columns among ${ids.join(', ')}.`,
  repeated: 'Name each column once.',
  noneVisible: 'Keep at least one column shown.',
} as const;

/** A list's columns in the order shown, each shown or hidden. */
export function columnChoiceSchema<const I extends readonly [string, ...string[]]>(ids: I) {
  return z
    .array(z.object({ id: z.enum(ids, COLUMN_MESSAGES.unknown(ids)), visible: z.boolean('visible is true or false.') }))
    .check(
      z.minLength(1, COLUMN_MESSAGES.noneVisible),
      z.maxLength(ids.length, COLUMN_MESSAGES.repeated),
      z.refine((columns) => new Set(columns.map((c) => c.id)).size === columns.length, COLUMN_MESSAGES.repeated),
      z.refine((columns) => columns.some((c) => c.visible), COLUMN_MESSAGES.noneVisible),
    );
}

export const ObjectColumnsSchema = columnChoiceSchema(OBJECT_LIST_COLUMNS);
export type ColumnChoice = z.infer<typeof ObjectColumnsSchema>;

/** Every list's columns, by list; an unknown list is a 400. */
export const ListColumnsSchema = z.strictObject({ objects: z.optional(ObjectColumnsSchema) });
export type ListColumns = z.infer<typeof ListColumnsSchema>;
