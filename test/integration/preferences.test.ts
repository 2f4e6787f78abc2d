import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_MESSAGES } from '../../shared/schemas/preferences';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

const ARABIC_DARK = { language: 'ar', calendar: 'islamic-umalqura', mode: 'dark', density: 'compact' } as const;

describe('console preferences: stored with the user, the caller\'s own only', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let groupId: string;
  beforeAll(async () => {
    clients = await adminClients();
    groupId = (await clients.local.post('/api/users/user-groups', { value: unique('Cataloguers '), permission: {} })).body.id;
  });

  /** A new user of localhost, signed in as themselves. */
  async function signedInUser() {
    const username = unique('prefs');
    const password = `Passw0rd-${username}`;
    const created = await clients.local.post('/api/users', { name: `Prefs ${username}`, email: `${username}@example.org`, username, password, userGroup: groupId });
    expect(created.status).toBe(200);
    const api = await new Api(clients.port, tenantHost('localhost', clients.port)).login(username, password);
    return { id: created.body.id as string, created: created.body, api };
  }

  it('gives a user who never chose the defaults, in every answer about them', async () => {
    const { id, created, api } = await signedInUser();
    expect(created.preferences).toEqual(DEFAULT_PREFERENCES);
    expect((await api.get('/api/users/me')).body.preferences).toEqual(DEFAULT_PREFERENCES);
    expect((await clients.local.get(`/api/users/${id}`)).body.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves the preferences, answers the user with them, and GET /users/me answers them after', async () => {
    const { id, api } = await signedInUser();
    const saved = await api.post('/api/users/preferences', ARABIC_DARK);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, preferences: ARABIC_DARK });
    expect((await api.get('/api/users/me')).body.preferences).toEqual(ARABIC_DARK);
    // An administrator reading the user sees them too.
    expect((await clients.local.get(`/api/users/${id}`)).body.preferences).toEqual(ARABIC_DARK);
  });

  it('refuses a value outside the lists with 400 in the error body, naming the field, and stores nothing', async () => {
    const { api } = await signedInUser();
    const bad = await api.post('/api/users/preferences', { ...ARABIC_DARK, language: 'fr' });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body, 400);
    expect(bad.body.fieldErrors).toEqual({ language: PREFERENCE_MESSAGES.language });
    expect(PREFERENCE_MESSAGES.language).toBe('Choose the console language: en or ar.');

    const missing = await api.post('/api/users/preferences', { language: 'ar' });
    expect(missing.status).toBe(400);
    expectErrorBody(missing.body, 400);
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['calendar', 'density', 'mode']);

    expect((await api.get('/api/users/me')).body.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves only the caller\'s own: an id in the body does not reach another user', async () => {
    const { id: otherId } = await signedInUser();
    const { id, api } = await signedInUser();
    const saved = await api.post('/api/users/preferences', { ...ARABIC_DARK, id: otherId });
    expect(saved.status).toBe(200);
    expect(saved.body.id).toBe(id);
    expect((await clients.local.get(`/api/users/${otherId}`)).body.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('does not move the version: an admin\'s open edit still saves, and keeps the preferences', async () => {
    const { id, api } = await signedInUser();
    // The admin opens the Update User form before the user switches to dark mode.
    const opened = (await clients.local.get(`/api/users/${id}`)).body;
    const saved = await api.post('/api/users/preferences', ARABIC_DARK);
    expect(saved.body.version).toBe(opened.version);

    const updated = await clients.local.put(`/api/users/${id}`, { name: `${opened.name} (edited)`, email: opened.email, userGroup: opened.userGroup.id, version: opened.version });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `${opened.name} (edited)`, version: opened.version + 1, preferences: ARABIC_DARK });

    // The user's own personal details save, sending back all GET /users/me answered, keeps them too.
    const me = (await api.get('/api/users/me')).body;
    const personal = await api.post('/api/users/personal', { ...me, preferences: DEFAULT_PREFERENCES, phoneNumber: '+974 5555 0199' });
    expect(personal.status).toBe(200);
    expect(personal.body.preferences).toEqual(ARABIC_DARK);
    expect((await api.get('/api/users/me')).body.preferences).toEqual(ARABIC_DARK);
  });

  it('logs the save in the activity log as the other profile saves are', async () => {
    const { id, api } = await signedInUser();
    expect((await api.post('/api/users/preferences', ARABIC_DARK)).status).toBe(200);
    const log = (await clients.local.get('/api/data-changes?size=50')).body.content as Array<Record<string, any>>;
    const change = log.find((c) => c.entityId === id && c.action === 'UPDATE');
    expect(change).toMatchObject({ entityType: 'user', oldValue: { preferences: DEFAULT_PREFERENCES }, newValue: { preferences: ARABIC_DARK } });
  });
});
