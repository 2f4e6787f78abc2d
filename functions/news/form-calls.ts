import { randomUUID } from 'node:crypto';
import { CSV_EXPORTS } from '../../shared/app-content/constants';
import { newsContentRule } from '../../shared/app-content/content-rules';
import type { CsvExportRequest } from '../../shared/schemas/app-content';
import type { NewsContent, NewsInput, NewsUpdate } from '../../shared/schemas/news';
import type { UploadRequest } from '../../shared/schemas/upload';
import { appLanguages, type AppLanguages } from '../lib/app-content/app-languages';
import { allContent, contentSearchEntities, contentSearchWrites } from '../lib/app-content/content-index';
import { csvReply } from '../lib/app-content/csv-reply';
import { mergeContent } from '../lib/app-content/language-content';
import { deleteDroppedFiles, storedFile, withFilesNotDeleted } from '../lib/app-content/stored-files';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { NewsEntity, type NewsItem } from '../lib/entities/news';
import { StaleVersionError } from '../lib/errors';
import { terms } from '../lib/search/normalise';
import type { SearchDoc } from '../lib/search/search-doc';
import { presignUpload } from '../lib/uploads';
import { contentOf, getNews, newsById, readNews } from './service';

/**
 * What the news form and the list's export call besides the reads, loaded as one chunk on the
 * first of them rather than at a cold start: the saves (each one transaction with its search
 * document and change log), the image presign and the CSV export.
 */
const ENTITY_TYPE = 'news';
const FOLDER = 'news-images';
const WRITES = { news: NewsEntity, ...contentSearchEntities };

/** Each digit d becomes 9 - d: fixed-width days and times then sort newest first. */
const newestFirst = (value: string) => value.replace(/\d/gu, (d) => String(9 - Number(d)));

function newsSearchDoc(item: NewsItem, defaultCode: string | undefined): SearchDoc {
  const content = contentOf(item);
  const title = content.find((c) => c.language === defaultCode)?.title ?? content.find((c) => c.title)?.title ?? '';
  return {
    id: item.id,
    terms: [...new Set(content.flatMap((c) => terms(c.title)))],
    exact: { published: String(item.published) },
    text: {},
    date: item.date,
    number: '',
    name: title,
    sort: `${newestFirst(item.date)}|${newestFirst(item.createdAt ?? '')}`,
  };
}

function storedNews(ctx: RequestContext, input: NewsInput, current: NewsItem | undefined, languages: AppLanguages) {
  const content = mergeContent<NewsContent>(input.content, current ? contentOf(current) : [], languages, newsContentRule, (language) => ({ language }));
  const image = storedFile(ctx.tenant, FOLDER, input.image, 'image');
  return { date: input.date, published: input.published, content, ...(image ? { image } : {}) };
}

export async function createNews(ctx: RequestContext, input: NewsInput) {
  const languages = await appLanguages(ctx.tenant);
  const item = { tenant: ctx.tenant, id: randomUUID(), ...storedNews(ctx, input, undefined, languages), version: 1, createdAt: new Date().toISOString() } as NewsItem;
  await writeWithLog(ctx, [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: item.id, newValue: loggable(item) }], WRITES, (e) => [
    e.news.create(item).commit(),
    ...contentSearchWrites(e, ctx.tenant, 'news', item.id, newsSearchDoc(item, languages.defaultCode)),
  ]);
  return getNews(ctx, item.id);
}

export async function updateNews(ctx: RequestContext, id: string, input: NewsUpdate) {
  const languages = await appLanguages(ctx.tenant);
  const current = await readNews(ctx.tenant, id);
  if (current.version !== input.version) throw new StaleVersionError('news item');
  const next = { tenant: ctx.tenant, id, ...storedNews(ctx, input, current, languages), version: input.version + 1, createdAt: current.createdAt } as NewsItem;
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: loggable(current), newValue: loggable(next) }],
    WRITES,
    (e) => [
      e.news.put(next).where(({ version }, { eq }) => eq(version, input.version)).commit(),
      ...contentSearchWrites(e, ctx.tenant, 'news', id, newsSearchDoc(next, languages.defaultCode)),
    ],
    () => new StaleVersionError('news item'),
  );
  const notDeleted = await deleteDroppedFiles(ctx.tenant, { [FOLDER]: [current.image as never] }, { [FOLDER]: [next.image as never] });
  return withFilesNotDeleted(await getNews(ctx, id), notDeleted);
}

export async function deleteNews(ctx: RequestContext, ids: string[], versions?: readonly number[]) {
  const items = await Promise.all([...new Set(ids)].map((id) => readNews(ctx.tenant, id)));
  checkDeleteVersions(items, ids, versions, 'news item');
  for (const item of items) {
    await writeWithLog(
      ctx,
      [{ action: 'DELETE', entityType: ENTITY_TYPE, entityId: item.id, oldValue: loggable(item) }],
      WRITES,
      (e) => [
        e.news.delete({ tenant: ctx.tenant, id: item.id }).where(({ version }, { eq }) => eq(version, item.version)).commit(),
        ...contentSearchWrites(e, ctx.tenant, 'news', item.id, null),
      ],
      () => new StaleVersionError('news item'),
    );
    await deleteDroppedFiles(ctx.tenant, { [FOLDER]: [item.image as never] });
  }
  return { deleted: items.length };
}

export async function exportNews(ctx: RequestContext, request: CsvExportRequest) {
  const languages = await appLanguages(ctx.tenant);
  const language = request.language ?? languages.defaultCode;
  const ids = request.all ? (await allContent(ctx.tenant, 'news')).map((d) => d.id) : request.ids;
  const rows: unknown[][] = [];
  for (let i = 0; i < ids.length; i += 500) {
    for (const n of await newsById(ctx.tenant, ids.slice(i, i + 500))) {
      const c = contentOf(n).find((x) => x.language === language);
      rows.push([n.id, n.date, n.published, c?.title ?? '', c?.description ?? '', (n.image as { url?: string } | undefined)?.url ?? '']);
    }
  }
  return csvReply(CSV_EXPORTS.news, ctx.registry.timeZone, ['ID', 'Date', 'Published', 'Title', 'Description', 'Image'], rows);
}

export function presignNewsImage(ctx: RequestContext, body: UploadRequest) {
  return presignUpload(ctx.tenant, FOLDER, body.fileName, body.contentType);
}
