import { allPermissions, FEATURES, type Feature } from '../../shared/permissions';
import { RESERVED_TENANT_SLUGS, reservedSlugMessage } from '../../shared/reserved-slugs';
import { TENANT_SLUG } from '../../shared/tenant';
import { USER_POOL_STACK_TAG } from '../../shared/user-pool-tag';
import { cognito, s3 } from '../lib/aws';
import { config } from '../lib/config';
import type { RequestContext } from '../lib/context';
import { TenantEntity } from '../lib/entities/tenant';
import { ConflictError, ValidationError } from '../lib/errors';
import { forgetRegistryCache, ISSUER_PREFIX, type RegistryTenant } from '../lib/tenants';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../lib/time-zone';
import { seedVocabularies } from './vocabulary-seed';
import { createGroup } from '../staff/user-groups';
import { createUser } from '../staff/users';

export type TenantInput = {
  slug: string;
  name?: string;
  features?: readonly Feature[];
  /** IANA time zone of the museum's days; UTC when not given. */
  timeZone?: string;
  admin: { username: string; password: string; email?: string; name?: string };
};

/** Who the onboarding's change-log entries name: the platform, not a person. */
export function systemContext(registry: RegistryTenant): RequestContext {
  return {
    tenant: registry.slug,
    registry,
    user: { id: 'system', username: 'system', groupId: '', permissions: allPermissions(), enabledFeatures: [...registry.features] },
    grant: { permissions: allPermissions(), enabledFeatures: [...registry.features] },
    logIdentifier: 'onboarding',
  };
}

function issuerFor(userPoolId: string): string {
  // The registry looks up only issuers of this prefix: one source for both.
  return `${ISSUER_PREFIX}${userPoolId}`;
}

/**
 * Onboards a museum: its own Cognito pool and app client, its registry entry, an administrators
 * group with every permission, and the first admin user. The same code runs against AWS (from the
 * onboarding Lambda or the CLI) and against the local emulators.
 */
export async function createTenant(input: TenantInput): Promise<RegistryTenant> {
  if (!TENANT_SLUG.test(input.slug)) {
    throw new ValidationError(`The tenant name ${input.slug} must be a lower-case DNS label (letters, digits, dashes).`);
  }
  if (RESERVED_TENANT_SLUGS.has(input.slug)) throw new ValidationError(reservedSlugMessage(input.slug), { slug: reservedSlugMessage(input.slug) });
  const features = [...(input.features ?? FEATURES)];
  const unknown = features.filter((f) => !(FEATURES as readonly string[]).includes(f));
  if (unknown.length) throw new ValidationError(`Unknown features: ${unknown.join(', ')}. Known: ${FEATURES.join(', ')}.`);
  const timeZone = canonicalTimeZone(input.timeZone ?? DEFAULT_TIME_ZONE);
  if (!timeZone) throw new ValidationError(`Unknown time zone ${input.timeZone}: give an IANA name such as Europe/Malta.`, { timeZone: 'Unknown time zone.' });
  const { data: existing } = await TenantEntity.get({ slug: input.slug }).go();
  if (existing) throw new ConflictError(`The tenant ${input.slug} already exists.`);

  const { sdk, client: idp } = await cognito();
  const pool = await idp.send(
    new sdk.CreateUserPoolCommand({
      PoolName: `museum-${input.slug}`,
      // The functions' Cognito grants hold only on pools tagged with their stack's table.
      UserPoolTags: { [USER_POOL_STACK_TAG]: config.tableName },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: false } },
      AutoVerifiedAttributes: [],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('Cognito created a pool without an id');
  const client = await idp.send(
    new sdk.CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'console',
      GenerateSecret: false,
      // USER_PASSWORD_AUTH: the local Cognito has no SRP, and POST /login signs in on the server.
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    }),
  );
  const userPoolClientId = client.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('Cognito created an app client without an id');

  const issuer = issuerFor(userPoolId);
  const registry: RegistryTenant = {
    slug: input.slug,
    name: input.name ?? input.slug,
    userPoolId,
    userPoolClientId,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    features,
    timeZone,
  };
  await TenantEntity.create(registry).go();
  forgetRegistryCache();

  const ctx = systemContext(registry);
  const group = await createGroup(ctx, { value: 'Administrators', permission: allPermissions() });
  await createUser(ctx, {
    username: input.admin.username,
    password: input.admin.password,
    name: input.admin.name ?? 'Administrator',
    email: input.admin.email ?? `${input.admin.username}@${input.slug}.museum.invalid`,
    userGroup: group.id,
    enabledFeatures: features as Feature[],
  });
  await seedVocabularies(ctx);
  if (config.webBucket) await publishConsoleConfig(registry);
  return registry;
}

/** The console reads its tenant's pool and client from `tenants/<slug>.json` beside config.json. */
export async function publishConsoleConfig(registry: RegistryTenant) {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: config.webBucket,
      Key: `tenants/${registry.slug}.json`,
      ContentType: 'application/json',
      CacheControl: 'no-cache',
      Body: JSON.stringify(consoleTenantConfig(registry)),
    }),
  );
}

export function consoleTenantConfig(registry: RegistryTenant) {
  return { tenant: registry.slug, name: registry.name, userPoolId: registry.userPoolId, userPoolClientId: registry.userPoolClientId };
}
