import { primaryPath, routeId, type RouteDef } from '../../shared/routes';
import { uploadFolders } from '../../shared/records/record-routes';
import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import { DASHBOARD_FIGURES } from '../../shared/schemas/dashboard';
import type { Api } from '../support/api';
import { unique } from '../integration/context';
import type { Actor, Museum } from './actors';
import type { RouteCall } from './requests';
import { APP_CMS_FIXTURES } from './app-cms-fixtures';
import { VISITOR_APP_FIXTURES } from './visitor-app-fixtures';
import { IMPORT_FIXTURES } from './import-fixtures';
import { BATCH_EDIT_FIXTURES } from './batch-edit-fixtures';
import { SAVED_SEARCH_FIXTURES } from './saved-search-fixtures';
import { OBJECT_SET_FIXTURES } from './object-set-fixtures';

/**
 * How to make a valid request of each route in a museum: the records it needs are made first (as
 * the museum's admin), then the route's path parameters, query and body are given for `caller`.
 * Keyed by `METHOD /path` of the row's primary spelling; aliases use their route's entry. A route
 * without an entry fails the suite (route-coverage.test.ts): add one here when you add a route.
 */
export type FixtureCall = RouteCall & {
  /** Reads (as the admin) the record the request names, as its GET returns it: proves nothing changed. */
  read?: () => Promise<unknown>;
  /** Read-modify-write: the record `read` gives, with one field changed, as this route's body. */
  edit?: (record: any) => unknown;
};
export type FixtureScope = { museum: Museum; caller: Actor };
export type Fixture = (scope: FixtureScope) => Promise<FixtureCall>;

type Row = Record<string, any>;

async function body(res: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const r = await res;
  if (r.status !== 200) throw new Error(`fixture: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** What a read shows: the status and the body, so a delete that went through shows as a change too. */
async function snapshot(api: Api, path: string, pick?: (body: any) => unknown) {
  const res = await api.get(path);
  return { status: res.status, body: res.status === 200 && pick ? (pick(res.body) ?? null) : res.body };
}

const byId = (id: string) => (rows: Row[]) => rows.find((r) => r.id === id);

// --- records the fixtures make --------------------------------------------------------------

export async function newUser(m: Museum): Promise<Row> {
  const username = unique('target');
  return body(
    m.admin.api.post('/api/users', { name: `Target ${username}`, email: `${username}@example.org`, username, password: `Passw0rd-${username}`, userGroup: m.plainGroupId }),
    'create user',
  );
}
export const readUser = (m: Museum, id: string) => () => snapshot(m.admin.api, `/api/users/${id}`);

export async function newGroup(m: Museum): Promise<Row> {
  return body(m.admin.api.post('/api/users/user-groups', { value: unique('Target group '), permission: {} }), 'create group');
}
export const readGroup = (m: Museum, id: string) => () => snapshot(m.admin.api, `/api/users/user-groups/${id}`);

export const REFERENCE_LIST = 'categories';
export async function newReference(m: Museum): Promise<Row> {
  return body(m.admin.api.post(`/api/specifications/${REFERENCE_LIST}`, { value: unique('Target value ') }), 'create reference value');
}
export const readReference = (m: Museum, id: string) => () => snapshot(m.admin.api, `/api/specifications/${REFERENCE_LIST}`, byId(id));

export const DROPDOWN_TYPE = 'material';
export async function newDropdown(m: Museum): Promise<Row> {
  return body(m.admin.api.post('/api/dropdowns', { title: unique('Target option '), dropdownType: DROPDOWN_TYPE }), 'create dropdown');
}
export const readDropdown = (m: Museum, id: string) => () => snapshot(m.admin.api, `/api/dropdowns?dropdownType=${DROPDOWN_TYPE}`, byId(id));

/** An ISO code the museum has not added yet, picked at random so makers running together rarely meet. */
export async function freeLanguageCode(m: Museum): Promise<string> {
  const iso: Row[] = await body(m.admin.api.get('/api/languages/iso'), 'iso languages');
  const taken = new Set(((await body(m.admin.api.get('/api/languages'), 'languages')) as Row[]).map((l) => l.isoLanguage.code));
  const free = iso.map((l) => l.code as string).filter((c) => !taken.has(c));
  if (!free.length) throw new Error('fixture: every ISO language is taken; the suite must delete the languages it adds');
  return free[Math.floor(Math.random() * free.length)];
}
export async function newLanguage(m: Museum): Promise<Row> {
  for (let attempt = 0; ; attempt++) {
    const res = await m.admin.api.post('/api/languages', { isoLanguageId: await freeLanguageCode(m) });
    // Another maker took the same code at the same moment: pick again.
    if (res.status === 409 && attempt < 5) continue;
    return body(Promise.resolve(res), 'create language');
  }
}
export const readLanguage = (m: Museum, id: string) => () => snapshot(m.admin.api, '/api/languages', byId(id));

export async function newObject(m: Museum): Promise<Row> {
  return body(m.admin.api.post('/api/objects', { inventoryNumber: unique('TARGET-'), objectName: 'Target object' }), 'create object');
}
export const readObject = (m: Museum, id: string) => () => snapshot(m.admin.api, `/api/objects/${id}`);

/** An object saved twice, and its first change (what a restore from history names). */
async function editedObject(m: Museum): Promise<{ object: Row; created: Row }> {
  const object = await newObject(m);
  await body(m.admin.api.put('/api/objects', { id: object.id, inventoryNumber: object.inventoryNumber, objectName: changed(object.objectName), version: object.version }), 'update object');
  const trail: Row[] = await body(m.admin.api.get(`/api/activities/audit?objectType=object&objectId=${object.id}`), 'audit trail');
  return { object, created: trail.find((entry) => entry.action === 'create')! };
}

/** A record of the type about a new object, with one text field to change. */
const recordText = (type: RecordType) => type.fields.find((f) => f.kind === 'text' && f.name !== 'reportId')!.name;
function recordInput(type: RecordType, objectId: string): Row {
  return { objectId, ...(type.reportId ? { reportId: unique(`${type.reportId.prefix}-SEC-`) } : {}), [recordText(type)]: 'Target record' };
}
export async function newRecord(m: Museum, type: RecordType): Promise<Row> {
  const object = await newObject(m);
  return body(m.admin.api.post(`/api/${type.path}`, recordInput(type, object.id)), `create ${type.name}`);
}
export const readRecord = (m: Museum, type: RecordType, id: string) => () => snapshot(m.admin.api, `/api/${type.path}/${id}`);

/** Each record type's routes (shared/records/record-routes.ts), made the same way for the six. */
function recordFixtures(type: RecordType): Record<string, Fixture> {
  const p = `/${type.path}`;
  const text = recordText(type);
  const existing = (what: (record: Row, museum: Museum) => FixtureCall) => async ({ museum }: FixtureScope) => {
    const record = await newRecord(museum, type);
    return { read: readRecord(museum, type, record.id), ...what(record, museum) };
  };
  return {
    [`GET ${p}`]: existing((record) => ({ query: { page: '0', size: '10', objectId: record.objectId, sort: 'inventoryNumber,desc' } })),
    [`GET ${p}/{id}`]: existing((record) => ({ params: { id: record.id } })),
    [`GET ${p}/excel`]: existing((record) => ({ query: { idList: record.id, columns: 'list' } })),
    [`POST ${p}`]: async ({ museum }) => ({ body: recordInput(type, (await newObject(museum)).id) }),
    [`PUT ${p}`]: existing((record) => ({ body: { ...record, [text]: changed(record[text]) }, edit: (r: Row) => ({ ...r, [text]: changed(r[text]) }) })),
    [`DELETE ${p}`]: existing((record) => ({ query: { idList: record.id, version: String(record.version) } })),
    ...(type.reportId ? { [`GET ${p}/reportId`]: async () => ({}) } : {}),
    ...Object.fromEntries(
      uploadFolders(type).map((folder) => [`POST /uploads/${folder}`, async () => ({ body: { fileName: 'front.png', contentType: 'image/png' } })]),
    ),
  };
}

async function uploadedAvatarUrl(caller: Actor): Promise<string> {
  return (await body(caller.api.post('/api/uploads/avatar', { fileName: 'me.png', contentType: 'image/png' }), 'presign avatar')).publicUrl;
}

const changed = (text: string) => `${text} (edited)`.slice(0, 90);

// --- the table ------------------------------------------------------------------------------

export const FIXTURES: Record<string, Fixture> = {
  // session
  'POST /login': async ({ museum }) => {
    // A user of its own: refused guesses lock a username out, and the admin must stay usable.
    const user = await newUser(museum);
    return { body: { username: user.username, password: `Passw0rd-${user.username}` } };
  },
  'GET /users/me': async () => ({}),

  // profile
  'POST /users/personal': async ({ museum }) => {
    const user = await newUser(museum);
    return {
      body: { id: user.id, name: changed(user.name), email: user.email, userGroup: user.userGroup.id, version: user.version },
      read: readUser(museum, user.id),
      edit: (record) => ({ ...record, name: changed(record.name) }),
    };
  },
  'POST /users/security': async ({ museum, caller }) => ({
    // The caller's own password, set to itself: valid, and the caller can still sign in after.
    body: { id: caller.id, currentPassword: caller.password, password: caller.password },
    read: readUser(museum, caller.id),
  }),
  'POST /users/avatar': async ({ museum, caller }) => ({
    body: { id: caller.id, avatarUrl: await uploadedAvatarUrl(caller) },
    read: readUser(museum, caller.id),
  }),
  'POST /users/preferences': async ({ museum, caller }) => ({
    // Always the caller's own: there is no id to aim at someone else.
    body: { language: 'ar', calendar: 'islamic-umalqura', mode: 'dark', density: 'compact' },
    // Only what this route can change: another museum's admin rightly gets its own user back,
    // whose name and group ('Administrator', from onboarding) match this museum's admin's.
    read: () => snapshot(museum.admin.api, `/api/users/${caller.id}`, (u) => ({ id: u.id, preferences: u.preferences, version: u.version })),
  }),
  'POST /uploads/avatar': async () => ({ body: { fileName: 'me.png', contentType: 'image/png' } }),

  // item notifications: always the caller's own (no id to aim at someone else's)
  'GET /notifications': async ({ museum }) => {
    const object = await newObject(museum);
    return { read: readObject(museum, object.id) };
  },
  'POST /notifications/read': async ({ museum, caller }) => ({
    body: { upTo: new Date().toISOString() },
    // Only what this route can change: the caller's own unread count, and nothing of the record.
    read: () => snapshot(museum.admin.api, `/api/users/${caller.id}`, (u) => ({ id: u.id, version: u.version })),
  }),

  // users
  'GET /users': async ({ museum }) => {
    const user = await newUser(museum);
    return { query: { value: user.username, page: '0', size: '10', sort: 'name,desc' }, read: readUser(museum, user.id) };
  },
  'GET /users/{id}': async ({ museum }) => {
    const user = await newUser(museum);
    return { params: { id: user.id }, read: readUser(museum, user.id) };
  },
  'POST /users': async ({ museum }) => {
    const username = unique('made');
    return { body: { name: `Made ${username}`, email: `${username}@example.org`, username, password: `Passw0rd-${username}`, userGroup: museum.plainGroupId } };
  },
  'PUT /users/{id}': async ({ museum }) => {
    const user = await newUser(museum);
    return {
      params: { id: user.id },
      body: { name: changed(user.name), email: user.email, userGroup: user.userGroup.id, version: user.version },
      read: readUser(museum, user.id),
      edit: (record) => ({ ...record, name: changed(record.name) }),
    };
  },
  'DELETE /users': async ({ museum }) => {
    const user = await newUser(museum);
    return { query: { id: user.id, version: String(user.version) }, read: readUser(museum, user.id) };
  },

  // user groups
  'GET /users/user-groups': async ({ museum }) => {
    const group = await newGroup(museum);
    return { query: { value: group.value }, read: readGroup(museum, group.id) };
  },
  'GET /users/user-groups/{id}': async ({ museum }) => {
    const group = await newGroup(museum);
    return { params: { id: group.id }, read: readGroup(museum, group.id) };
  },
  'POST /users/user-groups': async () => ({ body: { value: unique('Made group '), permission: { setting: { read: true, write: false } } } }),
  'PUT /users/user-groups/{id}': async ({ museum }) => {
    const group = await newGroup(museum);
    return {
      params: { id: group.id },
      body: { value: changed(group.value), version: group.version },
      read: readGroup(museum, group.id),
      edit: (record) => ({ ...record, value: changed(record.value) }),
    };
  },
  'PUT /users/user-groups/{id}/permissions': async ({ museum }) => {
    const group = await newGroup(museum);
    return {
      params: { id: group.id },
      body: { permission: { user: { read: true, write: false } }, version: group.version },
      read: readGroup(museum, group.id),
      edit: (record) => ({ ...record, permission: { ...record.permission, setting: { read: true, write: true } } }),
    };
  },
  'DELETE /users/user-groups': async ({ museum }) => {
    const group = await newGroup(museum);
    return { query: { id: group.id, version: String(group.version) }, read: readGroup(museum, group.id) };
  },

  // history
  'GET /activities/audit': async ({ museum }) => {
    const user = await newUser(museum);
    return { query: { objectType: 'user', objectId: user.id }, read: readUser(museum, user.id) };
  },
  'GET /data-changes': async () => ({ query: { page: '0', size: '20' } }),
  'GET /data-changes/{id}/restore-preview': async ({ museum }) => {
    const { object, created } = await editedObject(museum);
    return { params: { id: created.changeId }, query: { at: created.timestamp }, read: readObject(museum, object.id) };
  },
  'POST /data-changes/{id}/restore': async ({ museum }) => {
    const { object, created } = await editedObject(museum);
    return { params: { id: created.changeId }, query: { at: created.timestamp }, body: { version: object.version + 1 }, read: readObject(museum, object.id) };
  },

  // reference lists
  'GET /specifications/{list}': async ({ museum }) => {
    const value = await newReference(museum);
    return { params: { list: REFERENCE_LIST }, query: { value: value.value }, read: readReference(museum, value.id) };
  },
  'POST /specifications/{list}': async () => ({ params: { list: REFERENCE_LIST }, body: { value: unique('Made value ') } }),
  'PUT /specifications/{list}/{id}': async ({ museum }) => {
    const value = await newReference(museum);
    return {
      params: { list: REFERENCE_LIST, id: value.id },
      body: { value: changed(value.value), version: value.version },
      read: readReference(museum, value.id),
      edit: (record) => ({ ...record, value: changed(record.value) }),
    };
  },
  'DELETE /specifications/{list}': async ({ museum }) => {
    const value = await newReference(museum);
    return { params: { list: REFERENCE_LIST }, query: { id: value.id, version: String(value.version) }, read: readReference(museum, value.id) };
  },

  // dropdowns
  'GET /dropdowns': async ({ museum }) => {
    const option = await newDropdown(museum);
    return { query: { dropdownType: DROPDOWN_TYPE }, read: readDropdown(museum, option.id) };
  },
  'GET /dropdowns/types': async () => ({}),
  'POST /dropdowns': async () => ({ body: { title: unique('Made option '), dropdownType: DROPDOWN_TYPE } }),
  'PUT /dropdowns/{id}': async ({ museum }) => {
    const option = await newDropdown(museum);
    return {
      params: { id: option.id },
      body: { title: changed(option.title), dropdownType: DROPDOWN_TYPE, version: option.version },
      read: readDropdown(museum, option.id),
      edit: (record) => ({ ...record, title: changed(record.title) }),
    };
  },
  'DELETE /dropdowns': async ({ museum }) => {
    const option = await newDropdown(museum);
    return { query: { id: option.id, version: String(option.version) }, read: readDropdown(museum, option.id) };
  },

  // languages, on both paths
  'GET /specifications/languages/iso': async () => ({}),
  'GET /specifications/languages': async () => ({ query: { value: 'English' } }),
  'POST /specifications/languages': async ({ museum }) => ({ body: { isoLanguageId: await freeLanguageCode(museum) } }),
  'PUT /specifications/languages/{id}': async ({ museum }) => {
    const language = await newLanguage(museum);
    return {
      params: { id: language.id },
      body: { directionRightToLeft: true, version: language.version },
      read: readLanguage(museum, language.id),
      edit: (record) => ({ ...record, directionRightToLeft: !record.directionRightToLeft }),
    };
  },
  'DELETE /specifications/languages': async ({ museum }) => {
    const language = await newLanguage(museum);
    return { query: { id: language.id, version: String(language.version) }, read: readLanguage(museum, language.id) };
  },
  'GET /languages': async () => ({ query: { value: 'English' } }),
  'GET /languages/iso': async () => ({}),
  'POST /languages': async ({ museum }) => ({ body: { isoLanguageId: await freeLanguageCode(museum), usedInMobileApp: true } }),
  'PUT /languages': async ({ museum }) => {
    const language = await newLanguage(museum);
    return {
      body: { id: language.id, directionRightToLeft: true, version: language.version },
      read: readLanguage(museum, language.id),
      edit: (record) => ({ ...record, directionRightToLeft: !record.directionRightToLeft }),
    };
  },
  'DELETE /languages': async ({ museum }) => {
    const language = await newLanguage(museum);
    return { query: { idList: language.id, version: String(language.version) }, read: readLanguage(museum, language.id) };
  },

  // museum
  'GET /museum': async () => ({}),
  'PUT /museum': async ({ museum }) => {
    const current = await body(museum.admin.api.get('/api/museum'), 'museum');
    return {
      body: { timeZone: current.timeZone },
      read: () => snapshot(museum.admin.api, '/api/museum'),
      edit: (record) => ({ ...record, timeZone: record.timeZone === 'Europe/Malta' ? 'UTC' : 'Europe/Malta' }),
    };
  },
  'GET /museum/minimum-record': async () => ({}),
  'PUT /museum/minimum-record': async ({ museum }) => {
    const current = await body(museum.admin.api.get('/api/museum/minimum-record'), 'minimum record');
    return {
      body: { fields: current.fields },
      read: () => snapshot(museum.admin.api, '/api/museum/minimum-record'),
      edit: (record) => ({ fields: record.fields.includes('objectTitle') ? ['inventoryNumber'] : [...record.fields, 'objectTitle'] }),
    };
  },

  // collection objects
  'GET /objects': async ({ museum }) => {
    const object = await newObject(museum);
    return { query: { page: '0', size: '10', sort: 'objectName,desc' }, read: readObject(museum, object.id) };
  },
  'GET /objects/{id}': async ({ museum }) => {
    const object = await newObject(museum);
    return { params: { id: object.id }, read: readObject(museum, object.id) };
  },
  'POST /objects': async () => ({ body: { inventoryNumber: unique('MADE-'), objectName: 'Made object' } }),
  'PUT /objects': async ({ museum }) => {
    const object = await newObject(museum);
    return {
      body: { id: object.id, inventoryNumber: object.inventoryNumber, objectName: changed(object.objectName), version: object.version },
      read: readObject(museum, object.id),
      edit: (record) => ({ ...record, objectName: changed(record.objectName) }),
    };
  },
  'DELETE /objects': async ({ museum }) => {
    const object = await newObject(museum);
    return { query: { idList: object.id, version: String(object.version) }, read: readObject(museum, object.id) };
  },
  'GET /objects/gap': async ({ museum }) => {
    const object = await newObject(museum);
    return { read: readObject(museum, object.id) };
  },
  'GET /items/objectNumbers': async ({ museum }) => {
    const object = await newObject(museum);
    return { query: { search: object.inventoryNumber, id: object.id }, read: readObject(museum, object.id) };
  },
  'POST /uploads/objects': async () => ({ body: { fileName: 'front.png', contentType: 'image/png' } }),
  'GET /objects/excel': async ({ museum }) => {
    const object = await newObject(museum);
    return { query: { idList: object.id, columns: 'all' }, read: readObject(museum, object.id) };
  },

  // export jobs: the suite's stack answers at most a few rows at once (global-setup.ts), so an
  // export of all objects is a job, started by the caller (only its starter reads a job)
  'GET /exports/{id}': async ({ museum, caller }) => {
    await Promise.all([1, 2, 3, 4].map(() => newObject(museum)));
    const res = await caller.api.get('/api/objects/excel?all=true');
    if (res.status !== 202) throw new Error(`fixture: an export of all objects answered ${res.status}, not a job`);
    return { params: { id: res.body.id } };
  },

  // records about objects: the six types alike
  ...Object.assign({}, ...Object.values(RECORD_TYPES).map(recordFixtures)),

  // the dashboard: figures of the caller's museum only (an object of it is counted first)
  ...Object.fromEntries(
    DASHBOARD_FIGURES.map((figure) => [
      `GET /dashboard/${figure.path}`,
      async ({ museum }: FixtureScope) => ({ read: readObject(museum, (await newObject(museum)).id) }),
    ]),
  ),
  'GET /dashboard/object-dropdowns': async ({ museum }) => ({ query: { groupBy: 'classification' }, read: readObject(museum, (await newObject(museum)).id) }),
  'GET /dashboard/group-country': async ({ museum }) => ({ read: readObject(museum, (await newObject(museum)).id) }),
  'GET /dashboard/minimum-record': async ({ museum }) => ({ read: readObject(museum, (await newObject(museum)).id) }),

  // the visitor app's content (App CMS)
  ...APP_CMS_FIXTURES,
  // the visitor app, the gateways and their scans
  ...VISITOR_APP_FIXTURES,
  // spreadsheet imports
  ...IMPORT_FIXTURES,
  ...BATCH_EDIT_FIXTURES,
  // saved searches of the object list
  ...SAVED_SEARCH_FIXTURES,
  // sets of objects
  ...OBJECT_SET_FIXTURES,
};

/**
 * The key of a route's fixture: `METHOD /path` of its primary spelling, with its root when that is
 * not `/api` (the visitor app's `GET /app/v1/news` is not the console's `GET /news`).
 */
export function fixtureKey(route: Pick<RouteDef, 'method' | 'path' | 'root'>): string {
  return route.root ? `${route.method} ${primaryPath(route)}` : routeId(route);
}

/** The fixture of a route (an alias uses its route's); a route without one fails with what to do. */
export function fixtureOf(route: Pick<RouteDef, 'method' | 'path' | 'root'>): Fixture {
  const fixture = FIXTURES[fixtureKey(route)];
  if (!fixture) {
    throw new Error(`No security fixture for ${fixtureKey(route)}: add one to FIXTURES in test/security/fixtures.ts (how to make a valid request of it).`);
  }
  return fixture;
}
