import * as z from 'zod/mini';
import { responseSchema } from './common';
import { MINIMUM_RECORD_FIELD_MESSAGE, MINIMUM_RECORD_FIELDS } from './minimum-record-fields';

export * from './minimum-record-fields';

export const MINIMUM_RECORD_FIELDS_MESSAGE = 'Choose at least one field, each once.';

const field = z.enum(MINIMUM_RECORD_FIELDS, MINIMUM_RECORD_FIELD_MESSAGE);

/** PUT /api/museum/minimum-record: the chosen fields, each once; nothing else is taken. */
export const MinimumRecordUpdateSchema = z.strictObject({
  fields: z
    .array(field, MINIMUM_RECORD_FIELDS_MESSAGE)
    .check(
      z.minLength(1, MINIMUM_RECORD_FIELDS_MESSAGE),
      z.maxLength(MINIMUM_RECORD_FIELDS.length, MINIMUM_RECORD_FIELDS_MESSAGE),
      z.refine((fields) => new Set(fields).size === fields.length, MINIMUM_RECORD_FIELDS_MESSAGE),
    ),
});
export type MinimumRecordUpdate = z.infer<typeof MinimumRecordUpdateSchema>;

export const MinimumRecordSchema = responseSchema(() => z.object({ fields: z.array(field) }));
export type MinimumRecord = z.infer<typeof MinimumRecordSchema>;

/**
 * GET /api/dashboard/minimum-record: the chosen fields in the candidates' order, the objects, how
 * many have every chosen field, and per chosen field how many lack it.
 */
export const MinimumRecordFigureSchema = responseSchema(() =>
  z.object({
    objects: z.number(),
    meeting: z.number(),
    fields: z.array(z.object({ field, lacking: z.number() })),
  }),
);
export type MinimumRecordFigure = z.infer<typeof MinimumRecordFigureSchema>;
