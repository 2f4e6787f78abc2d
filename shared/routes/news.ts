import { appCmsRead, appCmsWrite, type RouteDef } from '../route-def';
import { ContentListQuery, CsvExportQuery, savedWithFileReport } from '../schemas/app-content';
import { DeletedSchema, IdListQuery } from '../schemas/common';
import { NewsCreateSchema, NewsPageSchema, NewsSchema, NewsUpdateSchema } from '../schemas/news';
import { UploadRequestSchema, UploadTicketSchema } from '../schemas/upload';

/**
 * The news function (spec 2 section 7). Only under `/api`: `/news` bare is the console's screen
 * (a browser reloading it must get the console, not the API).
 */
export const NEWS_ROUTES = [
  { method: 'GET', path: '/news', resource: 'news', ...appCmsRead, summary: 'A page of news, newest date first, by title.', query: ContentListQuery, response: NewsPageSchema },
  { method: 'GET', path: '/news/export', resource: 'news', ...appCmsRead, summary: 'The selected news (idList) or all (all=true) as CSV (UTF-8 with BOM), texts in `language`.', query: CsvExportQuery },
  { method: 'GET', path: '/news/{id}', resource: 'news', ...appCmsRead, summary: 'One news item.', response: NewsSchema },
  { method: 'GET', path: '/news/{id}/complete', resource: 'news', ...appCmsRead, summary: 'One news item, whole.', response: NewsSchema },
  { method: 'POST', path: '/news', resource: 'news', ...appCmsWrite, summary: 'Create a news item.', body: NewsCreateSchema, response: NewsSchema },
  { method: 'PUT', path: '/news/{id}', resource: 'news', ...appCmsWrite, summary: 'Update a news item (version in the body).', body: NewsUpdateSchema, response: savedWithFileReport(NewsSchema) },
  { method: 'DELETE', path: '/news', resource: 'news', ...appCmsWrite, summary: 'Delete news (ids joined with commas).', query: IdListQuery, response: DeletedSchema },
  { method: 'POST', path: '/uploads/news-images', resource: 'news', ...appCmsWrite, summary: "Presign the upload of a news item's image.", body: UploadRequestSchema, response: UploadTicketSchema },
] as const satisfies readonly RouteDef[];
