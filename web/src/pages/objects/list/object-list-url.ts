import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../../../shared/constants';
import { ObjectListQuery } from '../../../../../shared/schemas/object';
import { OBJECT_FILTER_NAMES } from '../../../../../shared/schemas/object-list-filters';
import type { ListState } from '../../../components/lists/list-state';
import { NO_FILTERS, objectListQuery, type ObjectFilters } from './object-filters';

/**
 * The object list's whole query in its URL, in GET /api/objects's own parameter names
 * (`/objects?searchAll=bowl&objectName=brass&sort=objectName,desc&page=2&size=20`), so a link
 * opened in another tab, or by a colleague of the same museum, shows the same search. One
 * source: the URL is written from the list's API query and read back with the API's own schema.
 */
const PARAMS = ['page', 'size', 'searchAll', 'sort', ...OBJECT_FILTER_NAMES] as const;

/**
 * The URL's search for a list state. Parameters the list does not own (another part of the page's,
 * as a link's `missing=`) are kept from `current` as they were.
 */
export function objectListSearch(state: ListState<ObjectFilters>, current = ''): string {
  const params = new URLSearchParams(current);
  for (const name of PARAMS) params.delete(name);
  const query = objectListQuery(state);
  for (const name of PARAMS) {
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    // The first page of ten is what a bare /objects shows: left out, a plain link stays plain.
    if ((name === 'page' && value === 0) || (name === 'size' && value === DEFAULT_PAGE_SIZE)) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list state a URL asks for; undefined when it names none of the list's parameters or one the API would refuse. */
export function objectListStateOf(search: string): ListState<ObjectFilters> | undefined {
  const params = new URLSearchParams(search);
  const given = PARAMS.filter((name) => params.has(name));
  if (!given.length) return undefined;
  const parsed = ObjectListQuery.safeParse(Object.fromEntries(given.map((name) => [name, params.get(name)])));
  if (!parsed.success || !(PAGE_SIZE_OPTIONS as readonly number[]).includes(parsed.data.size)) return undefined;
  const { page, size, searchAll, sort } = parsed.data;
  const filters = { ...NO_FILTERS };
  for (const name of OBJECT_FILTER_NAMES) filters[name] = params.get(name)?.trim() ?? '';
  return { paging: { page, size }, search: searchAll ?? '', filters, sort: sort && { by: sort.field, descending: sort.descending } };
}
