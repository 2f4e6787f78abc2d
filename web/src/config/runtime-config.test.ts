import { describe, expect, it } from 'vitest';
import { loadConsoleConfig, parseRuntimeConfig } from './runtime-config';

type Files = Record<string, { status: number; body: string }>;

function serve(files: Files) {
  const asked: string[] = [];
  const fetchImpl = async (url: string) => {
    asked.push(url);
    const file = files[url] ?? { status: 404, body: 'Not Found' };
    return new Response(file.body, { status: file.status });
  };
  return { fetchImpl, asked };
}

const config = { status: 200, body: JSON.stringify({ apiUrl: 'https://api.example.org/', region: 'eu-west-1', filesUrl: '/uploads/' }) };
const pool = { status: 200, body: JSON.stringify({ userPoolId: 'eu-west-1_abc', userPoolClientId: 'client-1' }) };

describe('loadConsoleConfig', () => {
  it('reads the runtime config, then the tenant named by the host', async () => {
    const { fetchImpl, asked } = serve({ '/config.json': config, '/tenants/louvre.json': pool });
    await expect(loadConsoleConfig('louvre.museums.example', fetchImpl)).resolves.toEqual({
      kind: 'ready',
      config: { apiUrl: 'https://api.example.org', region: 'eu-west-1', filesUrl: '/uploads', userPoolId: 'eu-west-1_abc', userPoolClientId: 'client-1', tenant: 'louvre' },
    });
    expect(asked).toEqual(['/config.json', '/tenants/louvre.json']);
  });

  it('finds the local tenants on localhost and <tenant>.localhost, ports ignored', async () => {
    const local = { status: 200, body: JSON.stringify({ apiUrl: '', region: 'local', cognitoEndpoint: 'http://127.0.0.1:9229' }) };
    const { fetchImpl, asked } = serve({ '/config.json': local, '/tenants/localhost.json': pool, '/tenants/demo.json': pool });
    const home = await loadConsoleConfig('localhost:3000', fetchImpl);
    expect(home.kind === 'ready' && home.config).toMatchObject({ tenant: 'localhost', apiUrl: '', cognitoEndpoint: 'http://127.0.0.1:9229' });
    const demo = await loadConsoleConfig('demo.localhost:3000', fetchImpl);
    expect(demo.kind === 'ready' && demo.config.tenant).toBe('demo');
    expect(asked).toContain('/tenants/demo.json');
  });

  it('says the museum is not set up when its tenant file is missing', async () => {
    const { fetchImpl } = serve({ '/config.json': config });
    await expect(loadConsoleConfig('nowhere.museums.example', fetchImpl)).resolves.toEqual({ kind: 'unknown-tenant', tenant: 'nowhere' });
  });

  it('reads a 403 from the file store, or an HTML fallback page, as a missing tenant', async () => {
    const forbidden = serve({ '/config.json': config, '/tenants/a.json': { status: 403, body: '<Error/>' } });
    await expect(loadConsoleConfig('a.museums.example', forbidden.fetchImpl)).resolves.toMatchObject({ kind: 'unknown-tenant' });
    const html = serve({ '/config.json': config, '/tenants/a.json': { status: 200, body: '<!doctype html><html></html>' } });
    await expect(loadConsoleConfig('a.museums.example', html.fetchImpl)).resolves.toMatchObject({ kind: 'unknown-tenant' });
  });

  it('names no tenant for an IP address or a deep host, without asking for any file', async () => {
    const { fetchImpl, asked } = serve({ '/config.json': config });
    await expect(loadConsoleConfig('127.0.0.1:3000', fetchImpl)).resolves.toEqual({ kind: 'unknown-tenant' });
    await expect(loadConsoleConfig('a.b.c.example.org', fetchImpl)).resolves.toEqual({ kind: 'unknown-tenant' });
    expect(asked).toEqual([]);
  });

  it('fails when the runtime config is missing or malformed', async () => {
    await expect(loadConsoleConfig('localhost', serve({}).fetchImpl)).resolves.toMatchObject({ kind: 'failed' });
    const broken = serve({ '/config.json': { status: 200, body: JSON.stringify({ apiUrl: 3 }) } });
    await expect(loadConsoleConfig('localhost', broken.fetchImpl)).resolves.toMatchObject({ kind: 'failed' });
  });
});

describe('parseRuntimeConfig', () => {
  it('drops an empty cognitoEndpoint, so Amplify uses the AWS endpoint', () => {
    expect(parseRuntimeConfig({ apiUrl: '', region: 'eu-west-1', cognitoEndpoint: '' })).toEqual({ apiUrl: '', region: 'eu-west-1', filesUrl: '' });
  });

  it('takes a hosted map style only over HTTPS; without one the map draws its own countries', () => {
    const base = { apiUrl: '', region: 'eu-west-1' };
    const style = 'https://maps.geo.eu-west-1.amazonaws.com/v2/styles/Standard/descriptor?key=k';
    expect(parseRuntimeConfig({ ...base, mapStyleUrl: style })?.mapStyleUrl).toBe(style);
    expect(parseRuntimeConfig({ ...base, mapStyleUrl: '' })?.mapStyleUrl).toBeUndefined();
    expect(parseRuntimeConfig({ ...base, mapStyleUrl: 'http://tiles.example.org/style.json' })).toBeUndefined();
    expect(parseRuntimeConfig({ ...base, mapStyleUrl: 'javascript:alert(1)' })).toBeUndefined();
    // Only a host the console's Content-Security-Policy names.
    expect(parseRuntimeConfig({ ...base, mapStyleUrl: 'https://tiles.example.org/style.json' })).toBeUndefined();
  });
});
