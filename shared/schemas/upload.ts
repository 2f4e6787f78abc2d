import * as z from 'zod/mini';
import { responseSchema } from './common';

/** POST /uploads/<folder> (avatar, objects, ...): the file the browser is about to upload. */
export const UploadRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  contentType: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type UploadRequest = z.output<typeof UploadRequestSchema>;

/** A presigned POST: the browser posts `fields` and the file to `url`; `publicUrl` is then saved. */
export const UploadTicketSchema = responseSchema(() =>
  z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    publicUrl: z.string(),
  }),
);
