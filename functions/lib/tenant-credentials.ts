import { AsyncLocalStorage } from 'node:async_hooks';
import { TENANT_SESSION_TAG } from '../../shared/tenant-session-tag';
import type { Credentials } from './dynamodb/sigv4';

/** As `dynamodb/credentials.ts` names it (which imports this file: no import back). */
type CredentialSource = () => Promise<Credentials>;

/**
 * Credentials scoped to one tenant (AWS SaaS guidance): on AWS a request's data calls are signed
 * with a session of the function's tenant data role, assumed with the tenant as a session tag,
 * whose policy allows only that tenant's keys and upload folder (`infra/tenant-policy.ts`). So a
 * bug that builds another tenant's key is refused by DynamoDB, not only by our code.
 *
 * Locally `TENANT_ROLE_ARN` is unset (the emulators do not enforce IAM): the same functions run
 * and hand back the function's own credentials.
 */

export type ExpiringCredentials = Credentials & { expiration: Date };
export type AssumeTenantRole = (roleArn: string, tenant: string) => Promise<ExpiringCredentials>;

/** Refreshed this long before they expire, so no request signs with credentials about to lapse. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** One hour: the role's default maximum; a warm container refreshes a few times a day per tenant. */
const SESSION_SECONDS = 3600;
/** Tenants come from verified tokens, so the cache is bounded by real museums; this caps it anyway. */
const MAX_CACHED_TENANTS = 500;

const tenantScope = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it awaits) with the tenant's credentials. Call it once the token is verified. */
export function runAsTenant<T>(tenant: string, fn: () => T): T {
  return tenantScope.run(tenant, fn);
}

/** Runs `fn` with the function's own credentials inside a tenant's request: for registry writes only. */
export function runWithOwnCredentials<T>(fn: () => T): T {
  return tenantScope.exit(fn);
}

export function currentTenant(): string | undefined {
  return tenantScope.getStore();
}

type CacheEntry = { promise: Promise<ExpiringCredentials>; expiresAt?: number };

/**
 * The tenant's credentials, cached per tenant in the warm container; concurrent first requests
 * share one AssumeRole call, and a failed call is not kept.
 */
export function createTenantCredentials(options: { roleArn: string | undefined; assumeRole?: AssumeTenantRole; now?: () => number }) {
  const { roleArn, assumeRole = assumeWithSts, now = Date.now } = options;
  const cache = new Map<string, CacheEntry>();

  return function credentialsFor(tenant: string, own: CredentialSource): Promise<Credentials> {
    if (!roleArn) return own();
    const current = cache.get(tenant);
    // Still being fetched (no expiry yet) or fresh enough.
    if (current && (current.expiresAt === undefined || current.expiresAt - now() > REFRESH_BEFORE_EXPIRY_MS)) return current.promise;

    const entry: CacheEntry = { promise: assumeRole(roleArn, tenant) };
    entry.promise.then(
      (credentials) => {
        entry.expiresAt = credentials.expiration.getTime();
      },
      () => {
        if (cache.get(tenant) === entry) cache.delete(tenant);
      },
    );
    // Re-inserted last, so the first key is the least recently refreshed one.
    cache.delete(tenant);
    cache.set(tenant, entry);
    if (cache.size > MAX_CACHED_TENANTS) cache.delete(cache.keys().next().value as string);
    return entry.promise;
  };
}

/** Role session names allow `[\w+=,.@-]`, at most 64 characters; tenant slugs are DNS labels. */
function sessionName(tenant: string): string {
  return `tenant-${tenant}`.slice(0, 64);
}

type StsModule = { sdk: typeof import('@aws-sdk/client-sts'); client: Pick<import('@aws-sdk/client-sts').STSClient, 'send'> };

/** STS is needed once per tenant and hour: its SDK client loads on first use, as Cognito's and S3's do. */
let stsModule: Promise<StsModule> | undefined;
function loadSts(): Promise<StsModule> {
  stsModule ??= import('@aws-sdk/client-sts').then((sdk) => ({ sdk, client: new sdk.STSClient({ region: process.env.AWS_REGION }) }));
  return stsModule;
}

/** AssumeRole with the tenant as the only session tag (the role's trust policy requires exactly that). */
export async function assumeWithSts(roleArn: string, tenant: string, load: () => Promise<StsModule> = loadSts): Promise<ExpiringCredentials> {
  const { sdk, client } = await load();
  const { Credentials: c } = await client.send(
    new sdk.AssumeRoleCommand({
      RoleArn: roleArn,
      RoleSessionName: sessionName(tenant),
      DurationSeconds: SESSION_SECONDS,
      Tags: [{ Key: TENANT_SESSION_TAG, Value: tenant }],
    }),
  );
  if (!c?.AccessKeyId || !c.SecretAccessKey || !c.Expiration) throw new Error(`STS returned no credentials for tenant ${tenant}`);
  return { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken, expiration: c.Expiration };
}

const tenantCredentials = createTenantCredentials({ roleArn: process.env.TENANT_ROLE_ARN });

/**
 * The credential source the kit's DynamoDB client signs with: inside `runAsTenant` the tenant's
 * (when a role is set), otherwise the function's own.
 */
export function scopedToTenant(own: CredentialSource, credentialsFor = tenantCredentials): CredentialSource {
  return () => {
    const tenant = currentTenant();
    return tenant === undefined ? own() : credentialsFor(tenant, own);
  };
}
