import { describe, expect, it } from 'vitest';
import { apiRoots } from './route-def';
import { ROUTES } from './routes';
import { RESERVED_TENANT_SLUGS } from './reserved-slugs';

describe('reserved tenant names', () => {
  it("hold every root the distribution routes to the API, so no museum's host or folder takes one", () => {
    for (const root of apiRoots(ROUTES)) expect(RESERVED_TENANT_SLUGS.has(root.slice(1)), root).toBe(true);
    for (const name of ['imports', 'exports', 'fonts', 'api', 'uploads'] as const) expect(RESERVED_TENANT_SLUGS.has(name), name).toBe(true);
  });
});
