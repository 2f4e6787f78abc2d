import { TenantEntity } from './entities/tenant';

export type RegistryTenant = {
  slug: string;
  name: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  features: string[];
};

// Registry entries change only at onboarding: a warm function keeps them for a minute instead of
// reading them on every request.
const TTL_MS = 60_000;
const bySlug = new Map<string, { entry: RegistryTenant | undefined; at: number }>();
const slugByIssuer = new Map<string, { slug: string | undefined; at: number }>();

function fresh(at: number) {
  return Date.now() - at < TTL_MS;
}

function toRegistry(item: RegistryTenant): RegistryTenant {
  const { slug, name, userPoolId, userPoolClientId, issuer, jwksUri, features } = item;
  return { slug, name, userPoolId, userPoolClientId, issuer, jwksUri, features };
}

export async function tenantBySlug(slug: string): Promise<RegistryTenant | undefined> {
  const cached = bySlug.get(slug);
  if (cached && fresh(cached.at)) return cached.entry;
  const { data } = await TenantEntity.get({ slug }).go();
  const entry = data ? toRegistry(data) : undefined;
  bySlug.set(slug, { entry, at: Date.now() });
  return entry;
}

export async function tenantByIssuer(issuer: string): Promise<RegistryTenant | undefined> {
  const cached = slugByIssuer.get(issuer);
  if (cached && fresh(cached.at)) return cached.slug ? tenantBySlug(cached.slug) : undefined;
  const { data } = await TenantEntity.query.byIssuer({ issuer }).go();
  const entry = data[0] ? toRegistry(data[0]) : undefined;
  slugByIssuer.set(issuer, { slug: entry?.slug, at: Date.now() });
  if (entry) bySlug.set(entry.slug, { entry, at: Date.now() });
  return entry;
}

/** Onboarding and tests change the registry from the same process: forget what was cached. */
export function forgetRegistryCache(): void {
  bySlug.clear();
  slugByIssuer.clear();
}
