import { beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_MESSAGES, OBJECT_LIST_COLUMNS } from '../../shared/schemas/list-columns';
import { expectErrorBody } from '../support/api';
import { adminClients, newSignedInUser, unique } from './context';

const FOUR = { language: 'en', calendar: 'gregory', mode: 'light', density: 'comfortable' } as const;
const CHOSEN = [
  { id: 'objectName', visible: true },
  { id: 'inventoryNumber', visible: true },
  { id: 'registrationDate', visible: true },
  { id: 'location', visible: false },
];

describe("the object list's columns, kept with the user's preferences", () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let groupId: string;
  beforeAll(async () => {
    clients = await adminClients();
    groupId = (await clients.local.post('/api/users/user-groups', { value: unique('Column choosers '), permission: { item: { read: true, write: false } } })).body.id;
  });

  const signedInUser = async () => (await newSignedInUser(clients, groupId, 'cols')).api;

  it('stores the chosen order and visibility, and a later save of the four preferences keeps them', async () => {
    const api = await signedInUser();
    const saved = await api.post('/api/users/preferences', { ...FOUR, columns: { objects: CHOSEN } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toEqual({ ...FOUR, columns: { objects: CHOSEN } });
    // The profile's form sends the four alone: the columns stay.
    const dark = await api.post('/api/users/preferences', { ...FOUR, mode: 'dark' });
    expect(dark.body.preferences).toEqual({ ...FOUR, mode: 'dark', columns: { objects: CHOSEN } });
    // Another sign-in (another browser) reads them back.
    expect((await api.get('/api/users/me')).body.preferences.columns).toEqual({ objects: CHOSEN });
  });

  it.each([
    ['an unknown column', [{ id: 'password', visible: true }], COLUMN_MESSAGES.unknown(OBJECT_LIST_COLUMNS)],
    ['a column named twice', [{ id: 'objectName', visible: true }, { id: 'objectName', visible: false }], COLUMN_MESSAGES.repeated],
    ['no column shown', [{ id: 'objectName', visible: false }], COLUMN_MESSAGES.noneVisible],
    ['an empty list', [], COLUMN_MESSAGES.noneVisible],
  ])('refuses %s with 400 in the error body and stores nothing', async (_what, objects, message) => {
    const api = await signedInUser();
    expect((await api.post('/api/users/preferences', { ...FOUR, columns: { objects: CHOSEN } })).status).toBe(200);
    const bad = await api.post('/api/users/preferences', { ...FOUR, mode: 'dark', columns: { objects } });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body, 400);
    expect(Object.values(bad.body.fieldErrors)).toContain(message);
    expect((await api.get('/api/users/me')).body.preferences).toEqual({ ...FOUR, columns: { objects: CHOSEN } });
  });

  it('refuses a list the console does not have, and a column without its visibility', async () => {
    const api = await signedInUser();
    const unknownList = await api.post('/api/users/preferences', { ...FOUR, columns: { users: CHOSEN } });
    expect(unknownList.status).toBe(400);
    expectErrorBody(unknownList.body, 400);
    const noVisibility = await api.post('/api/users/preferences', { ...FOUR, columns: { objects: [{ id: 'objectName' }] } });
    expect(noVisibility.status).toBe(400);
    expect((await api.get('/api/users/me')).body.preferences.columns).toBeUndefined();
  });
});
