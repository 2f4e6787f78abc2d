// JwtVerifier is what v5 calls JwtRsaVerifier (kept there as a deprecated alias); its own entry
// point leaves the Cognito and ALB verifiers out of the bundle.
import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import { can, hasFeature, normalisePermissions, passesGate, type PermissionMap } from '../../shared/permissions';
import type { RouteDef } from '../../shared/routes';
import { tenantFromHost } from '../../shared/tenant';
import type { RequestContext } from './context';
import { UserEntity } from './entities/user';
import { UserGroupEntity } from './entities/user-group';
import { ForbiddenError, UnauthorizedError } from './errors';
import { bearerToken, requestHost } from './request-headers';
import { tenantByIssuer } from './tenants';
import { runAsTenant } from './tenant-credentials';

/**
 * The default fetcher of aws-jwt-verify refuses http; the local Cognito serves its JWKS over http.
 * Only issuers from our own registry are ever fetched, so plain fetch is safe here.
 */
const fetcher: Fetcher = {
  fetch: async (uri) => {
    const res = await fetch(uri, { signal: AbortSignal.timeout(3_000) });
    if (!res.ok) throw new Error(`JWKS ${uri} answered ${res.status}`);
    return res.arrayBuffer();
  },
};
const jwksCache = new SimpleJwksCache({ fetcher });
const verifiers = new Map<string, { verify(token: string): Promise<Record<string, unknown>> }>();

function verifierFor(issuer: string, audience: string, jwksUri: string) {
  const key = `${issuer} ${audience}`;
  let verifier = verifiers.get(key);
  if (!verifier) {
    verifier = JwtVerifier.create({ issuer, audience, jwksUri }, { jwksCache });
    verifiers.set(key, verifier);
  }
  return verifier;
}

/** The issuer names the tenant whose pool then verifies the token; nothing else is trusted yet. */
function unverifiedIssuer(token: string): string | undefined {
  try {
    const { iss } = decomposeUnverifiedJwt(token).payload;
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Establishes who calls: the token's issuer names the tenant (through the registry), the
 * signature is checked against that tenant's pool, and the tenant must be the host's. The
 * user's group is read on every request, so a permission change applies on the next call.
 */
export async function authenticate(
  headers: Record<string, string | undefined>,
  route: RouteDef,
  logIdentifier: string,
): Promise<RequestContext> {
  const token = bearerToken(headers);
  if (!token) throw new UnauthorizedError('A sign-in token is required.');
  const issuer = unverifiedIssuer(token);
  const registry = issuer ? await tenantByIssuer(issuer) : undefined;
  if (!registry) throw new UnauthorizedError('The sign-in token is not valid.');

  let claims: Record<string, unknown>;
  try {
    claims = await verifierFor(registry.issuer, registry.userPoolClientId, registry.jwksUri).verify(token);
  } catch {
    throw new UnauthorizedError('The sign-in token is not valid or has expired.');
  }
  if (registry.slug !== tenantFromHost(requestHost(headers))) {
    throw new ForbiddenError('This sign-in belongs to another museum.');
  }

  const userId = String(claims.sub);
  // The museum is known from here: its user and group are read with its session, as the route's
  // calls are (the function's own role reads only the registry).
  const { user, group } = await runAsTenant(registry.slug, async () => {
    const { data: found } = await UserEntity.get({ tenant: registry.slug, id: userId }).go();
    if (!found) throw new UnauthorizedError('This user no longer exists.');
    const { data: itsGroup } = await UserGroupEntity.get({ tenant: registry.slug, id: found.groupId }).go();
    return { user: found, group: itsGroup };
  });
  const permissions = normalisePermissions((group?.permission ?? {}) as PermissionMap);
  // A user never has a feature its museum has not enabled.
  const enabledFeatures = user.enabledFeatures.filter((f) => registry.features.includes(f));
  const grant = { permissions, enabledFeatures };

  if (!hasFeature(grant, route.feature)) throw new ForbiddenError('This module is not enabled for you.');
  if (route.area && !can(grant, route.area, route.level ?? 'read')) throw new ForbiddenError();
  if (!passesGate(grant, route.gate)) throw new ForbiddenError();

  return {
    tenant: registry.slug,
    registry,
    user: {
      id: user.id,
      username: user.username,
      groupId: user.groupId,
      permissions,
      enabledFeatures,
      authTime: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000).toISOString() : undefined,
    },
    grant,
    profile: { user, group: group ?? null },
    logIdentifier,
  };
}
