import { NEWS_ROUTES } from '../../shared/routes/news';
import { httpHandler } from '../lib/http';
import { getNews, listNews } from './service';

/** The form's calls (saves, image presign, CSV export: `form-calls.ts`) load on the first of them: a cold start is most often the list or an item opened. */
const formCalls = () => import('./form-calls');

export const handler = httpHandler(NEWS_ROUTES, {
  'GET /news': async ({ ctx, query }) => listNews(ctx, query),
  'GET /news/export': async ({ ctx, query }) => (await formCalls()).exportNews(ctx, query),
  'GET /news/{id}': async ({ ctx, params }) => getNews(ctx, params.id),
  'GET /news/{id}/complete': async ({ ctx, params }) => getNews(ctx, params.id),
  'POST /news': async ({ ctx, body }) => (await formCalls()).createNews(ctx, body),
  'PUT /news/{id}': async ({ ctx, params, body }) => (await formCalls()).updateNews(ctx, params.id, body),
  'DELETE /news': async ({ ctx, query }) => (await formCalls()).deleteNews(ctx, query.ids, query.versions),
  'POST /uploads/news-images': async ({ ctx, body }) => (await formCalls()).presignNewsImage(ctx, body),
});
