import { beforeEach, describe, expect, it, vi } from 'vitest';

// The kit reads its configuration at import, as a Lambda does at cold start; the registry's reads are counted.
const reads = vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test-table';
  process.env.COGNITO_ENDPOINT = 'http://127.0.0.1:9229';
  return { byIssuer: [] as string[], bySlug: [] as string[] };
});
const DEMO = { slug: 'demo', name: 'Demo', userPoolId: 'local_demo1234', userPoolClientId: 'client', issuer: 'http://127.0.0.1:9229/local_demo1234', jwksUri: 'x', features: [], timeZone: 'Europe/Malta' };
vi.mock('./entities/tenant', () => ({
  TenantEntity: {
    get: ({ slug }: { slug: string }) => ({ go: async () => (reads.bySlug.push(slug), { data: slug === DEMO.slug ? DEMO : null }) }),
    query: { byIssuer: ({ issuer }: { issuer: string }) => ({ go: async () => (reads.byIssuer.push(issuer), { data: issuer === DEMO.issuer ? [DEMO] : [] }) }) },
  },
}));
const { forgetRegistryCache, tenantByIssuer, tenantBySlug } = await import('./tenants');

beforeEach(() => {
  forgetRegistryCache();
  reads.byIssuer.length = 0;
  reads.bySlug.length = 0;
});

describe('tenant registry', () => {
  it("refuses an issuer that is not one of this deployment's pools without reading DynamoDB", async () => {
    for (const issuer of ['https://evil.example/local_demo1234', 'http://127.0.0.1:9229/../x', 'http://127.0.0.1:9229/a/b', `http://127.0.0.1:9229/${'a'.repeat(56)}`, 'http://127.0.0.1:92291/local_x']) {
      expect(await tenantByIssuer(issuer)).toBeUndefined();
    }
    expect(reads.byIssuer).toEqual([]);
  });

  it("finds a museum by its pool's issuer and reads it once while warm", async () => {
    expect(await tenantByIssuer(DEMO.issuer)).toMatchObject({ slug: 'demo', timeZone: 'Europe/Malta' });
    expect(await tenantByIssuer(DEMO.issuer)).toMatchObject({ slug: 'demo' });
    expect(await tenantBySlug('demo')).toMatchObject({ slug: 'demo' });
    expect(reads).toEqual({ byIssuer: [DEMO.issuer], bySlug: [] });
  });

  it('remembers a few hundred unknown issuers, not every one a caller makes up, and keeps the real museums meanwhile', async () => {
    await tenantByIssuer(DEMO.issuer);
    const first = 'http://127.0.0.1:9229/local_made0';
    for (let i = 0; i < 2_000; i++) await tenantByIssuer(`http://127.0.0.1:9229/local_made${i}`);
    reads.byIssuer.length = 0;
    await tenantByIssuer('http://127.0.0.1:9229/local_made1999');
    expect(reads.byIssuer).toEqual([]);
    await tenantByIssuer(first);
    expect(reads.byIssuer).toEqual([first]);
    expect(await tenantByIssuer(DEMO.issuer)).toMatchObject({ slug: 'demo' });
    expect(reads.byIssuer).toEqual([first]);
  });

  it('bounds the unknown host names the same way', async () => {
    for (let i = 0; i < 2_000; i++) await tenantBySlug(`nowhere${i}`);
    reads.bySlug.length = 0;
    await tenantBySlug('nowhere1999');
    await tenantBySlug('nowhere0');
    expect(reads.bySlug).toEqual(['nowhere0']);
  });
});
