import type { ContentListParams } from '../../shared/schemas/app-content';
import type { NewsContent, NewsDto } from '../../shared/schemas/news';
import { searchContent } from '../lib/app-content/content-index';
import type { RequestContext } from '../lib/context';
import { NewsEntity, type NewsItem } from '../lib/entities/news';
import { NotFoundError } from '../lib/errors';

/** News's reads (spec 2 sections 2 to 7): a list or an item opened, what most cold starts serve; the form's calls are `form-calls.ts`. */
export const contentOf = (item: Pick<NewsItem, 'content'>) => (item.content ?? []) as NewsContent[];

function toNewsDto(item: NewsItem): NewsDto {
  return {
    id: item.id,
    version: item.version,
    data: {
      date: item.date,
      published: item.published,
      image: (item.image as NewsDto['data']['image']) ?? null,
      content: contentOf(item).map((c) => ({ language: c.language, title: c.title ?? null, description: c.description ?? null })),
    },
  };
}

export async function readNews(tenant: string, id: string): Promise<NewsItem> {
  const { data } = await NewsEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no news item ${id}.`);
  return data;
}

export async function newsById(tenant: string, ids: readonly string[]): Promise<NewsItem[]> {
  if (!ids.length) return [];
  const { data } = await NewsEntity.get(ids.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((n) => [n.id, n]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getNews(ctx: RequestContext, id: string) {
  return toNewsDto(await readNews(ctx.tenant, id));
}

export async function listNews(ctx: RequestContext, params: ContentListParams) {
  const { page, size } = params;
  const found = await searchContent(ctx.tenant, 'news', params.title ?? params.value ?? '', undefined, page, size);
  const items = await newsById(ctx.tenant, found.docs.map((d) => d.id));
  return { content: items.map(toNewsDto), totalElements: found.total, page, size };
}
