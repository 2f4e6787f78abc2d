import { BoundedCache } from './bounded-cache';
import { config } from './config';
import { TenantEntity } from './entities/tenant';
import { DEFAULT_TIME_ZONE } from './time-zone';

export type RegistryTenant = {
  slug: string;
  name: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  features: string[];
  /** The museum's IANA time zone: its "days" are days there. */
  timeZone: string;
};

/**
 * Every issuer in this deployment's registry is one of its region's Cognito pools (or, locally,
 * a pool of cognito-local): onboarding names each pool's issuer `<prefix><pool id>`.
 */
export const ISSUER_PREFIX = config.cognitoEndpoint
  ? `${config.cognitoEndpoint.replace(/\/$/, '')}/`
  : `https://cognito-idp.${config.region}.amazonaws.com/`;
/** A pool id: `<region>_<id>` (at most 55 characters, as Cognito allows). */
const POOL_ID = /^[\w-]{1,55}$/;

/** Whether a token's issuer has the shape of this deployment's pools; only those are looked up. */
export function isDeploymentIssuer(issuer: string): boolean {
  return issuer.startsWith(ISSUER_PREFIX) && POOL_ID.test(issuer.slice(ISSUER_PREFIX.length));
}

// Registry entries change only at onboarding: a warm function keeps them for a minute instead of
// reading them on every request.
const TTL_MS = 60_000;
/** Known museums a warm function remembers. */
const KNOWN_ENTRIES = 1_000;
/**
 * Names that are no museum (a host, a token's issuer) come from callers: they are remembered in
 * their own small cache, so a flood of made-up names neither grows memory nor evicts real museums.
 */
const UNKNOWN_ENTRIES = 300;

const bySlug = new BoundedCache<RegistryTenant>(KNOWN_ENTRIES, TTL_MS);
const unknownSlugs = new BoundedCache<true>(UNKNOWN_ENTRIES, TTL_MS);
const slugByIssuer = new BoundedCache<string>(KNOWN_ENTRIES, TTL_MS);
const unknownIssuers = new BoundedCache<true>(UNKNOWN_ENTRIES, TTL_MS);

function toRegistry(item: Omit<RegistryTenant, 'timeZone'> & { timeZone?: string }): RegistryTenant {
  const { slug, name, userPoolId, userPoolClientId, issuer, jwksUri, features } = item;
  // Entries onboarded before museums had a zone read as the default one.
  return { slug, name, userPoolId, userPoolClientId, issuer, jwksUri, features, timeZone: item.timeZone ?? DEFAULT_TIME_ZONE };
}

export async function tenantBySlug(slug: string): Promise<RegistryTenant | undefined> {
  const cached = bySlug.get(slug);
  if (cached.found) return cached.value;
  if (unknownSlugs.get(slug).found) return undefined;
  const { data } = await TenantEntity.get({ slug }).go();
  if (!data) {
    unknownSlugs.set(slug, true);
    return undefined;
  }
  const entry = toRegistry(data);
  bySlug.set(slug, entry);
  return entry;
}

export async function tenantByIssuer(issuer: string): Promise<RegistryTenant | undefined> {
  // Any other issuer names no museum of ours: refused without a read, and never cached.
  if (!isDeploymentIssuer(issuer)) return undefined;
  const cached = slugByIssuer.get(issuer);
  if (cached.found) return tenantBySlug(cached.value);
  if (unknownIssuers.get(issuer).found) return undefined;
  const { data } = await TenantEntity.query.byIssuer({ issuer }).go();
  if (!data[0]) {
    unknownIssuers.set(issuer, true);
    return undefined;
  }
  const entry = toRegistry(data[0]);
  slugByIssuer.set(issuer, entry.slug);
  bySlug.set(entry.slug, entry);
  return entry;
}

/** Onboarding and tests change the registry from the same process: forget what was cached. */
export function forgetRegistryCache(): void {
  for (const cache of [bySlug, unknownSlugs, slugByIssuer, unknownIssuers]) cache.clear();
}
