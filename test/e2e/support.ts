import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** Calls the API of tenant `localhost` as its admin (test data set-up through the real API). */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post(`http://localhost:${port()}/api/login`, { data: { username: 'admin', password: adminPassword() } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${login.headers().authorization}` };
  return {
    post: async (path: string, data: unknown) => {
      const res = await request.post(`http://localhost:${port()}/api${path}`, { data, headers });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    },
  };
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;
