import { beforeAll, describe, expect, it } from 'vitest';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

describe('users: Cognito sign-in and profile together', () => {
  let clients: Awaited<ReturnType<typeof adminClients>>;
  let groupId: string;
  beforeAll(async () => {
    clients = await adminClients();
    groupId = (await clients.local.post('/api/users/user-groups', { value: unique('Staff '), permission: { user: { read: true, write: false } } })).body.id;
  });

  it('changes a password only with the right current one, and the new one then signs in', async () => {
    const username = unique('keeper');
    const created = await clients.local.post('/api/users', { name: 'Key Keeper', email: `${username}@example.org`, username, password: 'Passw0rd-old', userGroup: groupId });
    expect(created.status).toBe(200);
    const anon = new Api(clients.port, tenantHost('localhost', clients.port));
    const self = await anon.login(username, 'Passw0rd-old');
    const wrong = await self.post('/api/users/security', { id: created.body.id, currentPassword: 'not-it', password: 'Passw0rd-new' });
    expect(wrong.status).toBe(400);
    expectErrorBody(wrong.body, 400);
    expect(wrong.body.fieldErrors).toEqual({ currentPassword: 'The current password is not correct.' });
    expect((await self.post('/api/users/security', { id: created.body.id, currentPassword: 'Passw0rd-old', password: 'Passw0rd-new' })).status).toBe(200);
    expect((await anon.post('/api/login', { username, password: 'Passw0rd-old' })).status).toBe(401);
    await anon.login(username, 'Passw0rd-new');
  });

  it('creates a user who can sign in, updates it, and deletes its sign-in with it', async () => {
    const username = unique('curator');
    const created = await clients.local.post('/api/users', {
      name: 'Aisha Curator',
      email: `${username}@example.org`,
      username,
      password: 'Passw0rd-curator',
      userGroup: { id: groupId },
      phoneNumber: '+974 5555 0101',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username, name: 'Aisha Curator', userGroup: { id: groupId }, phoneNumber: '+974 5555 0101', version: 1 });

    const anon = new Api(clients.port, tenantHost('localhost', clients.port));
    const signedIn = await anon.login(username, 'Passw0rd-curator');
    const me = await signedIn.get('/api/users/me');
    expect(me.body).toMatchObject({ id: created.body.id, userGroup: { permission: { user: { read: true, write: false } } } });

    const updated = await clients.local.put(`/api/users/${created.body.id}`, {
      name: 'Aisha K. Curator',
      email: `${username}@example.org`,
      userGroup: groupId,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Aisha K. Curator', version: 2 });

    const log = (await clients.local.get('/api/data-changes?size=5')).body.content;
    const change = log.find((c: { entityId: string; action: string }) => c.entityId === created.body.id && c.action === 'UPDATE');
    expect(change).toMatchObject({ user: 'admin', entityType: 'user', oldValue: { name: 'Aisha Curator' }, newValue: { name: 'Aisha K. Curator' } });
    const audit = (await clients.local.get(`/api/activities/audit?objectType=user&objectId=${created.body.id}`)).body;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['update', 'create']);

    const removed = await clients.local.delete(`/api/users?id=${created.body.id}`);
    expect(removed.status).toBe(200);
    expect((await clients.local.get(`/api/users/${created.body.id}`)).status).toBe(404);
    const refused = await anon.post('/api/login', { username, password: 'Passw0rd-curator' });
    expect(refused.status).toBe(401);
    expect((await signedIn.get('/api/users/me')).status).toBe(401);
  });

  it('refuses a duplicate username or e-mail with 409 and keeps the first user intact', async () => {
    const username = unique('registrar');
    const body = { name: 'R', email: `${username}@example.org`, username, password: 'Passw0rd-reg', userGroup: groupId };
    expect((await clients.local.post('/api/users', body)).status).toBe(200);

    const sameName = await clients.local.post('/api/users', { ...body, email: `other-${username}@example.org` });
    expect(sameName.status).toBe(409);
    expectErrorBody(sameName.body, 409);

    const otherName = unique('registrar');
    const sameEmail = await clients.local.post('/api/users', { ...body, username: otherName });
    expect(sameEmail.status).toBe(409);
    // The refused user's sign-in was rolled back with its profile.
    const anon = new Api(clients.port, tenantHost('localhost', clients.port));
    expect((await anon.post('/api/login', { username: otherName, password: 'Passw0rd-reg' })).status).toBe(401);
    expect((await anon.post('/api/login', { username, password: 'Passw0rd-reg' })).status).toBe(200);
  });

  it('searches name, username and e-mail regardless of case, and pages the matches', async () => {
    const tag = unique('Zq');
    const made = [];
    for (const [name, username] of [[`Ines ${tag} Restorer`, unique('ines')], ['Omar Registrar', `${tag.toLowerCase()}-omar`], ['Lena Archivist', unique('lena')]]) {
      made.push((await clients.local.post('/api/users', { name, email: `${username}@example.org`, username, password: 'Passw0rd-search', userGroup: groupId })).body);
    }
    await clients.local.put(`/api/users/${made[2].id}`, { name: 'Lena Archivist', email: `${tag}@Example.org`, userGroup: groupId, version: 1 });

    const all = await clients.local.get(`/api/users?page=0&size=10&value=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(3);
    expect(all.body.content.map((u: { id: string }) => u.id).sort()).toEqual(made.map((u) => u.id).sort());
    expect(all.body.content[0]).toMatchObject({ userGroup: { id: groupId }, notification: { item: { create: false } } });

    const second = await clients.local.get(`/api/users?page=1&size=2&value=${tag}`);
    expect(second.body).toMatchObject({ totalElements: 3, page: 1, size: 2 });
    expect(second.body.content).toHaveLength(1);
    expect(all.body.content.map((u: { id: string }) => u.id)).toContain(second.body.content[0].id);

    const none = await clients.local.get(`/api/users?page=0&size=10&value=${tag}-nobody`);
    expect(none.body).toMatchObject({ totalElements: 0, content: [] });
  });

  it('honours sort=field[,asc|desc] (Spring\'s form), searched or not, and refuses another field', async () => {
    const tag = unique('Srt');
    const made: { id: string; name: string }[] = [];
    for (const name of [`Carla ${tag}`, `anna ${tag}`, `Bruno ${tag}`]) {
      const username = unique('sort');
      made.push((await clients.local.post('/api/users', { name, email: `${username}@example.org`, username, password: 'Passw0rd-sort', userGroup: groupId })).body);
    }
    const names = async (query: string) => (await clients.local.get(`/api/users?size=10&value=${tag}&${query}`)).body.content.map((u: { name: string }) => u.name.split(' ')[0]);
    expect(await names('sort=name')).toEqual(['anna', 'Bruno', 'Carla']);
    expect(await names('sort=name,desc')).toEqual(['Carla', 'Bruno', 'anna']);
    expect(await names('sort=id')).toEqual(['Carla', 'anna', 'Bruno']);
    expect(await names('sort=id,desc')).toEqual(['Bruno', 'anna', 'Carla']);
    const whole = (await clients.local.get('/api/users?size=1000&sort=name,asc')).body.content.map((u: { name: string }) => u.name);
    expect(whole).toEqual([...whole].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true })));
    expect((await clients.local.get('/api/users?sort=password')).status).toBe(400);
  });

  it('names every invalid field with the spec message', async () => {
    const res = await clients.local.post('/api/users', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      name: 'Please input your name!',
      email: 'The input is not valid E-mail!',
      username: 'Please input your username!',
      password: 'Please input your password!',
      userGroup: 'Please select user group!',
    });
  });

  it('applies a permission change on the member\'s next request', async () => {
    const group = (await clients.local.post('/api/users/user-groups', { value: unique('Readers '), permission: { user: { read: true, write: false } } })).body;
    const username = unique('reader');
    await clients.local.post('/api/users', { name: 'Reader', email: `${username}@example.org`, username, password: 'Passw0rd-reader', userGroup: group.id });
    const reader = await new Api(clients.port, tenantHost('localhost', clients.port)).login(username, 'Passw0rd-reader');
    expect((await reader.get('/api/users')).status).toBe(200);

    const saved = await clients.local.put(`/api/users/user-groups/${group.id}/permissions`, { permission: { user: { read: false, write: false } }, version: group.version });
    expect(saved.status).toBe(200);
    expect((await reader.get('/api/users')).status).toBe(403);
  });

  it('refuses to delete a group that still has members', async () => {
    const res = await clients.local.delete(`/api/users/user-groups?id=${groupId}`);
    expect(res.status).toBe(409);
    expect(res.body.debugMessage).toMatch(/still has \d+ member/);
  });
});
