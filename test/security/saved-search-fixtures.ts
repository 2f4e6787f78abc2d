import { unique } from '../integration/context';
import type { Actor, Museum } from './actors';
import type { Fixture, FixtureScope } from './fixtures';

/**
 * Fixtures of the saved searches (issue 29). A search is changed only by its owner, so the
 * target is the caller's own where the caller may save one, else the admin's (the caller is then
 * refused by its permissions before ownership counts). Shared, so the admin's read sees it.
 */
type Row = Record<string, any>;

const QUERY = { text: 'bowl', tokens: [{ propertyKey: 'objectName', operator: ':', value: 'brass' }], sort: { by: 'objectName', descending: false } };
const searchBody = () => ({ name: unique('Target search '), visibility: 'shared', query: QUERY });

async function newSearch(museum: Museum, caller: Actor): Promise<Row> {
  const own = await caller.api.post('/api/saved-searches', searchBody());
  if (own.status === 200) return own.body;
  const admin = await museum.admin.api.post('/api/saved-searches', searchBody());
  if (admin.status !== 200) throw new Error(`fixture: create saved search answered ${admin.status} ${JSON.stringify(admin.body)}`);
  return admin.body;
}

const readSearch = (m: Museum, id: string) => async () => {
  const res = await m.admin.api.get('/api/saved-searches');
  return { status: res.status, body: res.status === 200 ? ((res.body as Row[]).find((s) => s.id === id) ?? null) : res.body };
};

const searchCall = (what: (s: Row) => Record<string, unknown>) => async ({ museum, caller }: FixtureScope) => {
  const search = await newSearch(museum, caller);
  return { read: readSearch(museum, search.id), ...what(search) };
};

export const SAVED_SEARCH_FIXTURES: Record<string, Fixture> = {
  'GET /saved-searches': searchCall(() => ({})),
  'POST /saved-searches': async () => ({ body: searchBody() }),
  'PUT /saved-searches/{id}': searchCall((s) => ({
    params: { id: s.id },
    body: { name: unique('Renamed search '), visibility: 'shared', query: QUERY, version: s.version },
    edit: (search: Row) => ({ ...search, name: `${search.name} (edited)` }),
  })),
  'DELETE /saved-searches/{id}': searchCall((s) => ({ params: { id: s.id } })),
};
