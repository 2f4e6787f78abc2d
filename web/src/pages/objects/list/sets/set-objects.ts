import { MAX_PAGE_SIZE } from '../../../../../../shared/constants';
import { ObjectPageSchema, type CollectionObject } from '../../../../../../shared/schemas/object';
import type { ApiClient } from '../../../../api/client';

/** Every object of a set (at most 10,000: ten pages of the list's largest size), for what prints a whole set. */
export async function allObjectsOfSet(api: ApiClient, setId: string): Promise<CollectionObject[]> {
  const objects: CollectionObject[] = [];
  for (let page = 0; ; page++) {
    const { content, totalElements } = ObjectPageSchema.parse(await api.get('/objects', { query: { setId, page, size: MAX_PAGE_SIZE } }));
    objects.push(...content);
    if (!content.length || objects.length >= totalElements) return objects;
  }
}
