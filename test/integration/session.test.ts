import { describe, expect, it, inject } from 'vitest';
import { Api, expectErrorBody, tenantHost } from '../support/api';

describe('session', () => {
  const { port, adminPassword } = inject('stack');

  for (const tenant of ['localhost', 'demo']) {
    it(`signs in on ${tenant} and returns the token in the Authorization header`, async () => {
      const api = new Api(port, tenantHost(tenant, port));
      const res = await api.post('/api/login', { username: 'admin', password: adminPassword });
      expect(res.status).toBe(200);
      expect(String(res.headers.authorization)).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);

      const me = await api.as(String(res.headers.authorization)).get('/api/users/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        username: 'admin',
        tenant,
        enabledFeatures: expect.arrayContaining(['Item-Cataloging', 'App-Cms']),
        userGroup: { value: 'Administrators', permission: { user: { read: true, write: true }, appcms: { read: true, write: true } } },
      });
      expect(me.body.lastSeen).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });
  }

  it('answers /api/users/current like /api/users/me', async () => {
    const api = await new Api(port, tenantHost('localhost', port)).login('admin', adminPassword);
    const [me, current] = await Promise.all([api.get('/api/users/me'), api.get('/api/users/current')]);
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(me.body.id);
  });

  it('refuses a wrong password with 401 and the error body', async () => {
    const res = await new Api(port, tenantHost('localhost', port)).post('/api/login', { username: 'admin', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 401);
    expect(res.headers.authorization).toBeUndefined();
  });

  it('refuses a login for a host that names no museum', async () => {
    const res = await new Api(port, `nowhere.localhost:${port}`).post('/api/login', { username: 'admin', password: adminPassword });
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 401);
  });

  it('refuses an empty login with the field messages', async () => {
    const res = await new Api(port, tenantHost('localhost', port)).post('/api/login', {});
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 400);
    expect(res.body.fieldErrors).toEqual({ username: 'Please input your username!', password: 'Please input your password!' });
  });

  it('refuses a forged token signed by no museum', async () => {
    const api = new Api(port, tenantHost('localhost', port));
    const real = await api.login('admin', adminPassword);
    const [header, payload] = String(real.token).split('.');
    const res = await api.as(`${header}.${payload}.c2lnbmF0dXJl`).get('/api/users/me');
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 401);
  });
});
