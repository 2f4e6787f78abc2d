import { isAllowedMapStyle } from '../../../shared/map-style';
import { tenantFromHost } from '../../../shared/tenant';
import { isRecord } from '../api/json';

/** `/config.json`, written at deploy time (or by the local stack) so one build serves every stage. */
export type RuntimeConfig = {
  /** Origin of the API; '' means the console's own origin. */
  apiUrl: string;
  region: string;
  /** Only the local stack sets it: Amplify then talks to the local Cognito instead of AWS. */
  cognitoEndpoint?: string;
  /** Base URL of the file store (uploads, the item report's fonts); '' when not given. */
  filesUrl: string;
  /**
   * A hosted MapLibre style for the POI map (Amazon Location Service or any style URL); without
   * one the map draws the country shapes it ships with, so it works with no internet.
   */
  mapStyleUrl?: string;
};

/** `/tenants/<tenant>.json`: the Cognito user pool and app client of one museum. */
export type TenantConfig = { userPoolId: string; userPoolClientId: string };

export type ConsoleConfig = RuntimeConfig & TenantConfig & { tenant: string };

export type ConfigResult =
  | { kind: 'ready'; config: ConsoleConfig }
  | { kind: 'unknown-tenant'; tenant?: string }
  | { kind: 'failed'; reason: string };

type Fetch = (input: string) => Promise<Response>;

export function parseRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  if (!isRecord(value) || typeof value.apiUrl !== 'string' || typeof value.region !== 'string') return undefined;
  const { cognitoEndpoint, filesUrl, mapStyleUrl } = value;
  if (mapStyleUrl !== undefined && (typeof mapStyleUrl !== 'string' || (mapStyleUrl !== '' && !isAllowedMapStyle(mapStyleUrl)))) return undefined;
  if (cognitoEndpoint !== undefined && typeof cognitoEndpoint !== 'string') return undefined;
  if (filesUrl !== undefined && typeof filesUrl !== 'string') return undefined;
  return {
    apiUrl: value.apiUrl.replace(/\/+$/, ''),
    region: value.region,
    filesUrl: (filesUrl ?? '').replace(/\/+$/, ''),
    ...(cognitoEndpoint ? { cognitoEndpoint } : {}),
    ...(mapStyleUrl ? { mapStyleUrl } : {}),
  };
}

export function parseTenantConfig(value: unknown): TenantConfig | undefined {
  if (!isRecord(value)) return undefined;
  const { userPoolId, userPoolClientId } = value;
  if (typeof userPoolId !== 'string' || !userPoolId) return undefined;
  if (typeof userPoolClientId !== 'string' || !userPoolClientId) return undefined;
  return { userPoolId, userPoolClientId };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Reads the runtime config, then the tenant named by the host. A tenant without a file is a museum
 * that is not set up at this address, which the console tells the visitor instead of a login form
 * that could never succeed.
 */
export async function loadConsoleConfig(host: string, fetchImpl: Fetch = (url) => fetch(url)): Promise<ConfigResult> {
  const tenant = tenantFromHost(host);
  if (!tenant) return { kind: 'unknown-tenant' };

  const configResponse = await fetchImpl('/config.json');
  if (configResponse.status !== 200) return { kind: 'failed', reason: `/config.json answered ${configResponse.status}` };
  const runtime = parseRuntimeConfig(await readJson(configResponse));
  if (!runtime) return { kind: 'failed', reason: '/config.json is not a valid console configuration' };

  const tenantPath = `/tenants/${encodeURIComponent(tenant)}.json`;
  const tenantResponse = await fetchImpl(tenantPath);
  // S3 behind CloudFront answers 403, not 404, for an object that does not exist.
  if (tenantResponse.status === 404 || tenantResponse.status === 403) return { kind: 'unknown-tenant', tenant };
  if (tenantResponse.status !== 200) return { kind: 'failed', reason: `${tenantPath} answered ${tenantResponse.status}` };
  // A single-page-app fallback may answer a missing file with index.html and 200.
  const tenantConfig = parseTenantConfig(await readJson(tenantResponse));
  if (!tenantConfig) return { kind: 'unknown-tenant', tenant };

  return { kind: 'ready', config: { ...runtime, ...tenantConfig, tenant } };
}
