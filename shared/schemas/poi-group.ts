import * as z from 'zod/mini';
import { APP_MESSAGES, POI_TITLE_MAX } from '../app-content/constants';
import { responseSchema, version } from './common';
import { acceptingRead, pageOf, singleFile } from './app-content';

/** POI groups (spec 2 sections 3, 5 and 7). */
const title = z.string({ error: APP_MESSAGES.groupTitleRequired }).check(z.trim(), z.minLength(1, APP_MESSAGES.groupTitleRequired), z.maxLength(POI_TITLE_MAX, `At most ${POI_TITLE_MAX} characters.`));

export const PoiGroupCreateSchema = acceptingRead(z.object({ title, image: singleFile }));
export const PoiGroupUpdateSchema = acceptingRead(z.object({ title, image: singleFile, version }));
export type PoiGroupInput = z.output<typeof PoiGroupCreateSchema>;
export type PoiGroupUpdate = z.output<typeof PoiGroupUpdateSchema>;

export const PoiGroupSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    version: z.number(),
    title: z.string(),
    image: z.nullable(z.object({ url: z.string(), uid: z.optional(z.string()), name: z.optional(z.string()) })),
    beacon: z.nullable(z.object({ id: z.string(), uniqueId: z.string() })),
    poiCount: z.number(),
  }),
);
export type PoiGroupDto = z.infer<typeof PoiGroupSchema>;
export const PoiGroupPageSchema = pageOf(() => PoiGroupSchema);
