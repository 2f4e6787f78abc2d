import { NEWS_ROUTES } from '../../shared/routes/news';
import { httpHandler } from '../lib/http';
import { presignUpload } from '../lib/uploads';
import { createNews, deleteNews, exportNews, getNews, listNews, updateNews } from './service';

export const handler = httpHandler(NEWS_ROUTES, {
  'GET /news': async ({ ctx, query }) => listNews(ctx, query),
  'GET /news/export': async ({ ctx, query }) => exportNews(ctx, query),
  'GET /news/{id}': async ({ ctx, params }) => getNews(ctx, params.id),
  'GET /news/{id}/complete': async ({ ctx, params }) => getNews(ctx, params.id),
  'POST /news': async ({ ctx, body }) => createNews(ctx, body),
  'PUT /news/{id}': async ({ ctx, params, body }) => updateNews(ctx, params.id, body),
  'DELETE /news': async ({ ctx, query }) => deleteNews(ctx, query.ids, query.versions),
  'POST /uploads/news-images': async ({ ctx, body }) => presignUpload(ctx.tenant, 'news-images', body.fileName, body.contentType),
});
