import * as z from 'zod/mini';
import { APP_MESSAGES, APP_TEXT_MAX, POI_TITLE_MAX } from '../app-content/constants';
import { responseSchema, version } from './common';
import { acceptingRead, contentList, LanguageCode, pageOf, singleFile } from './app-content';
import { day, text } from './form-fields';

/** News (spec 2 sections 3, 5 and 7): the date is a day, YYYY-MM-DD. */
export const NewsContentInput = z.object({ language: LanguageCode, title: text(POI_TITLE_MAX), description: text(APP_TEXT_MAX) });
export type NewsContent = z.output<typeof NewsContentInput>;

const newsFields = {
  date: z.pipe(z.string({ error: APP_MESSAGES.dateRequired }).check(z.trim(), z.minLength(1, APP_MESSAGES.dateRequired)), day),
  published: z._default(z.boolean(), false),
  image: singleFile,
  content: contentList(NewsContentInput),
};
export const NewsCreateSchema = acceptingRead(z.object(newsFields));
export const NewsUpdateSchema = acceptingRead(z.object({ ...newsFields, version }));
export type NewsInput = z.output<typeof NewsCreateSchema>;
export type NewsUpdate = z.output<typeof NewsUpdateSchema>;

const newsShape = () => ({
  id: z.string(),
  version: z.number(),
  data: z.object({
    date: z.string(),
    published: z.boolean(),
    image: z.nullable(z.object({ url: z.string(), uid: z.optional(z.string()), name: z.optional(z.string()) })),
    content: z.array(z.object({ language: z.string(), title: z.nullable(z.string()), description: z.nullable(z.string()) })),
  }),
});
export const NewsSchema = responseSchema(() => z.object(newsShape()));
export type NewsDto = z.infer<typeof NewsSchema>;
export const NewsPageSchema = pageOf(() => NewsSchema);
