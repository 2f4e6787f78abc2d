import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { allPermissions, FEATURES } from '../../shared/permissions';

export const port = () => Number(process.env.E2E_PORT);
export const adminPassword = () => String(process.env.E2E_ADMIN_PASSWORD);

/** The console of a tenant: `localhost` or `<tenant>.localhost` (Chromium resolves both to loopback). */
export function consoleUrl(tenant: string, path = '/'): string {
  const host = tenant === 'localhost' ? 'localhost' : `${tenant}.localhost`;
  return `http://${host}:${port()}${path}`;
}

export async function signIn(page: Page, tenant: string, username: string, password: string) {
  await page.goto(consoleUrl(tenant));
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/** Calls the API of tenant `localhost` as one of its users (test data set-up through the real API). */
export async function userApi(request: APIRequestContext, username: string, password: string) {
  const login = await request.post(`http://localhost:${port()}/api/login`, { data: { username, password } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${login.headers().authorization}` };
  const url = (path: string) => `http://localhost:${port()}/api${path}`;
  const answer = async (res: APIResponse) => {
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  return {
    get: async (path: string) => answer(await request.get(url(path), { headers })),
    post: async (path: string, data: unknown) => answer(await request.post(url(path), { data, headers })),
    /** A call that starts a job (a batch edit, an import's step): answered 202 with what it started. */
    start: async (path: string, data: unknown) => {
      const res = await request.post(url(path), { data, headers });
      expect(res.status(), await res.text()).toBe(202);
      return res.json();
    },
    put: async (path: string, data: unknown) => answer(await request.put(url(path), { data, headers })),
    delete: async (path: string) => answer(await request.delete(url(path), { headers })),
  };
}

/** Calls the API of tenant `localhost` as its admin. */
export async function adminApi(request: APIRequestContext) {
  return userApi(request, 'admin', adminPassword());
}

/** A new user of tenant `localhost` with every permission and both modules, as the admin has. */
export async function newFullUser(request: APIRequestContext, prefix: string) {
  return newUser(request, prefix, { permission: allPermissions(), enabledFeatures: [...FEATURES] });
}

/** A new user of tenant `localhost` in a new group with these permissions and modules. */
export async function newUser(request: APIRequestContext, prefix: string, grant: { permission: Record<string, unknown>; enabledFeatures: string[] }) {
  const api = await adminApi(request);
  const group = await api.post('/users/user-groups', { value: unique(`${prefix} group `), permission: grant.permission });
  const username = unique(prefix);
  const password = `Passw0rd-${username}`;
  const user = await api.post('/users', {
    name: `${prefix} tester`,
    email: `${username}@example.org`,
    username,
    password,
    userGroup: group.id,
    enabledFeatures: grant.enabledFeatures,
  });
  return { id: String(user.id), username, password };
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** A 400 x 300 picture, as the console's scaling would upload it, in a colour of its own. */
export function picture(n: number): Buffer {
  const png = new PNG({ width: 400, height: 300 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(n * 37) % 256, (n * 91) % 256, 160, 255], i);
  return PNG.sync.write(png);
}

/** An object image stored through the API's presigned post, as the form uploads it: the file entry to save on the object. */
export async function uploadObjectImage(request: APIRequestContext, api: Awaited<ReturnType<typeof userApi>>, fileName: string, buffer: Buffer) {
  const ticket = await api.post('/uploads/objects', { fileName, contentType: 'image/png' });
  const upload = await request.post(ticket.url, { multipart: { ...ticket.fields, file: { name: fileName, mimeType: 'image/png', buffer } } });
  expect(upload.status()).toBeLessThan(300);
  return { uid: ticket.key as string, name: fileName, url: ticket.publicUrl as string };
}
