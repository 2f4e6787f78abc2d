import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenant';

describe('tenantFromHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:3000', 'localhost'],
    ['demo.localhost:3000', 'demo'],
    ['louvre.museums.example', 'louvre'],
    ['Louvre.Museums.Example:443', 'louvre'],
  ])('%s names tenant %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });

  it.each([[''], [undefined], ['127.0.0.1:3000'], ['[::1]:3000'], ['a.b.c.d'], ['example.org'], ['bad_label.museums.example']])(
    '%s names no tenant',
    (host) => {
      expect(tenantFromHost(host)).toBeUndefined();
    },
  );
});
