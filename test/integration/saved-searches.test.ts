import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '../../shared/schemas/saved-search';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { adminClients, newSignedInUser, unique } from './context';

const QUERY = {
  text: 'astrolabe',
  tokens: [
    { propertyKey: 'objectName', operator: ':', value: 'brass' },
    { propertyKey: 'startDate', operator: '=', value: '2020-01-01' },
  ],
  sort: { by: 'registrationDate', descending: true },
  columns: [
    { id: 'inventoryNumber', visible: true },
    { id: 'registrationDate', visible: true },
  ],
};

type Saved = { id: string; name: string; visibility: string; mine: boolean; version: number; ownerUsername: string };

describe('saved searches: private to their owner or shared with the museum', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let groupId: string;
  beforeAll(async () => {
    clients = await adminClients();
    groupId = (await clients.local.post('/api/users/user-groups', { value: unique('Searchers '), permission: { item: { read: true, write: false } } })).body.id;
  });

  const cataloguer = () => newSignedInUser(clients, groupId, 'saver');
  const names = async (api: Api) => ((await api.get('/api/saved-searches')).body as Saved[]).map((s) => s.name);
  // Other files and tests share the museum: a new user's own searches are theirs alone.
  const ownNames = async (api: Api) => ((await api.get('/api/saved-searches')).body as Saved[]).filter((s) => s.mine).map((s) => s.name);

  it('saves a search with its whole query and lists it back to its owner', async () => {
    const { username, api } = await cataloguer();
    const name = unique('Brass since 2020 ');
    const saved = await api.post('/api/saved-searches', { name, visibility: 'private', query: QUERY });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name, visibility: 'private', query: QUERY, mine: true, ownerUsername: username, version: 1 });
    const listed = await api.get('/api/saved-searches');
    expect((listed.body as Saved[]).filter((s) => s.mine)).toEqual([saved.body]);
  });

  it("shows another user of the museum a shared search, never a private one; another museum sees neither", async () => {
    const owner = await cataloguer();
    const colleague = await cataloguer();
    const shared = unique('Shared ');
    const own = unique('Private ');
    const sharedSearch = (await owner.api.post('/api/saved-searches', { name: shared, visibility: 'shared', query: QUERY })).body as Saved;
    const privateSearch = (await owner.api.post('/api/saved-searches', { name: own, visibility: 'private', query: QUERY })).body as Saved;

    expect(await names(owner.api)).toEqual(expect.arrayContaining([shared, own]));
    const seen = await names(colleague.api);
    expect(seen).toContain(shared);
    expect(seen).not.toContain(own);
    const theirs = ((await colleague.api.get('/api/saved-searches')).body as Saved[]).find((s) => s.id === sharedSearch.id);
    expect(theirs).toMatchObject({ mine: false, ownerUsername: owner.username, query: QUERY });

    // The admin of localhost sees the shared one, not the private one; demo's admin sees none.
    expect(await names(clients.local)).not.toContain(own);
    const demoNames = await names(clients.demo);
    expect(demoNames).not.toContain(shared);
    expect(demoNames).not.toContain(own);
    // Naming them by id from the other museum finds nothing.
    for (const id of [sharedSearch.id, privateSearch.id]) {
      const put = await clients.demo.put(`/api/saved-searches/${id}`, { name: 'Taken', visibility: 'shared', query: QUERY, version: 1 });
      expect(put.status).toBe(404);
      expectErrorBody(put.body, 404);
      expect((await clients.demo.delete(`/api/saved-searches/${id}`)).status).toBe(404);
    }
    expect(await names(owner.api)).toEqual(expect.arrayContaining([shared, own]));
  });

  it('lets only the owner change or delete; a colleague gets 403 on a shared one and 404 on a private one', async () => {
    const owner = await cataloguer();
    const colleague = await cataloguer();
    const shared = (await owner.api.post('/api/saved-searches', { name: unique('Shared '), visibility: 'shared', query: QUERY })).body as Saved;
    const own = (await owner.api.post('/api/saved-searches', { name: unique('Private '), visibility: 'private', query: QUERY })).body as Saved;
    const change = { name: 'Renamed', visibility: 'shared', query: QUERY, version: 1 };

    const forbidden = await colleague.api.put(`/api/saved-searches/${shared.id}`, change);
    expect(forbidden.status).toBe(403);
    expectErrorBody(forbidden.body, 403);
    expect((await colleague.api.delete(`/api/saved-searches/${shared.id}`)).status).toBe(403);
    expect((await colleague.api.put(`/api/saved-searches/${own.id}`, change)).status).toBe(404);
    expect((await colleague.api.delete(`/api/saved-searches/${own.id}`)).status).toBe(404);

    const renamed = await owner.api.put(`/api/saved-searches/${own.id}`, { ...change, name: 'Now shared' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Now shared', visibility: 'shared', version: 2 });
    expect(await names(colleague.api)).toContain('Now shared');
    // A second writer holding the old version is refused.
    const stale = await owner.api.put(`/api/saved-searches/${own.id}`, { ...change, name: 'Stale' });
    expect(stale.status).toBe(409);
    expectErrorBody(stale.body, 409);

    expect((await owner.api.delete(`/api/saved-searches/${own.id}`)).body).toEqual({ deleted: 1 });
    expect(await names(colleague.api)).not.toContain('Now shared');
  });

  it("an administrator may clear a shared search left by someone else, but never sees or deletes a private one", async () => {
    const owner = await cataloguer();
    const shared = (await owner.api.post('/api/saved-searches', { name: unique('Left behind '), visibility: 'shared', query: QUERY })).body as Saved;
    const own = (await owner.api.post('/api/saved-searches', { name: unique('Mine '), visibility: 'private', query: QUERY })).body as Saved;
    expect((await clients.local.put(`/api/saved-searches/${shared.id}`, { name: 'Admin edit', visibility: 'shared', query: QUERY, version: 1 })).status).toBe(403);
    expect((await clients.local.delete(`/api/saved-searches/${own.id}`)).status).toBe(404);
    expect((await clients.local.delete(`/api/saved-searches/${shared.id}`)).status).toBe(200);
    expect(await ownNames(owner.api)).toEqual([own.name]);
    expect(await names(owner.api)).not.toContain(shared.name);
  });

  it.each([
    ['no name', { name: ' ', visibility: 'private', query: QUERY }, 'name', SAVED_SEARCH_MESSAGES.name],
    ['an unknown visibility', { name: 'x', visibility: 'museum', query: QUERY }, 'visibility', SAVED_SEARCH_MESSAGES.visibility],
    ['a token on a field the list cannot filter', { name: 'x', visibility: 'private', query: { ...QUERY, tokens: [{ propertyKey: 'password', operator: '=', value: 'a' }] } }, 'query.tokens.0.propertyKey', SAVED_SEARCH_MESSAGES.property],
    ['a text filter with "="', { name: 'x', visibility: 'private', query: { ...QUERY, tokens: [{ propertyKey: 'objectName', operator: '=', value: 'a' }] } }, 'query.tokens.0.operator', SAVED_SEARCH_MESSAGES.operator],
    ['a field filtered twice', { name: 'x', visibility: 'private', query: { ...QUERY, tokens: [QUERY.tokens[0], QUERY.tokens[0]] } }, 'query.tokens', SAVED_SEARCH_MESSAGES.repeated],
    ['a date that is not a day', { name: 'x', visibility: 'private', query: { ...QUERY, tokens: [{ propertyKey: 'startDate', operator: '=', value: 'yesterday' }] } }, 'query.tokens.0.value', undefined],
    ['an unknown sort', { name: 'x', visibility: 'private', query: { ...QUERY, sort: { by: 'password', descending: false } } }, 'query.sort.by', undefined],
    ['an unknown column', { name: 'x', visibility: 'private', query: { ...QUERY, columns: [{ id: 'password', visible: true }] } }, 'query.columns.0.id', undefined],
  ])('refuses %s with 400 in the error body, naming the field, and saves nothing', async (_what, body, field, message) => {
    const { api } = await cataloguer();
    const res = await api.post('/api/saved-searches', body);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 400);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
    if (message) expect(res.body.fieldErrors[field]).toBe(message);
    expect(await ownNames(api)).toEqual([]);
  });

  it('needs read on items: a user without it gets 403', async () => {
    const username = unique('noitems');
    const password = `Passw0rd-${username}`;
    const none = (await clients.local.post('/api/users/user-groups', { value: unique('Nothing '), permission: {} })).body.id;
    await clients.local.post('/api/users', { name: `No ${username}`, email: `${username}@example.org`, username, password, userGroup: none });
    const api = await new Api(clients.port, tenantHost('localhost', clients.port)).login(username, password);
    const res = await api.get('/api/saved-searches');
    expect(res.status).toBe(403);
    expectErrorBody(res.body, 403);
  });
});
