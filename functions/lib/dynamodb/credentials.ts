import { scopedToTenant } from '../tenant-credentials';
import type { Credentials } from './sigv4';

export type CredentialSource = () => Promise<Credentials>;

/** Refresh temporary credentials this long before they expire. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

/**
 * Lambda hands every function its role's credentials in the environment, so a deployed function
 * reads them from there at no cost. Elsewhere (a laptop running `npm run tenant -- create --aws`
 * with a profile or SSO) the SDK's default chain is loaded on first use and its answer kept
 * until shortly before it expires. Inside `runAsTenant` (`../tenant-credentials.ts`) the calls
 * are signed with the tenant's scoped session instead, where a tenant data role is set.
 */
export function defaultCredentials(): CredentialSource {
  let chain: Promise<() => Promise<Credentials & { expiration?: Date }>> | undefined;
  let cached: (Credentials & { expiration?: Date }) | undefined;
  return scopedToTenant(async () => {
    const env = process.env;
    if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
      return { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN };
    }
    if (cached && (!cached.expiration || cached.expiration.getTime() - Date.now() > EXPIRY_MARGIN_MS)) return cached;
    chain ??= import('@aws-sdk/credential-provider-node').then(({ defaultProvider }) => defaultProvider());
    cached = await (await chain)();
    return cached;
  });
}

/** Fixed credentials (the local emulators'), through the same tenant scoping as on AWS. */
export const staticCredentials = (credentials: Credentials): CredentialSource => scopedToTenant(async () => credentials);
