import type { Grant, PermissionMap } from '../../shared/permissions';
import type { RegistryTenant } from './tenants';

/** Who is calling, established from the verified token (never from the request's own claims). */
export type RequestContext = {
  tenant: string;
  registry: RegistryTenant;
  user: {
    id: string;
    username: string;
    groupId: string;
    permissions: PermissionMap;
    enabledFeatures: string[];
    /** When this sign-in happened (ISO), from the token's auth_time. */
    authTime?: string;
    /** The previous recorded visit (ISO). */
    lastSeen?: string;
  };
  grant: Grant;
  logIdentifier: string;
};

/** Public routes know only the tenant of the host. */
export type PublicContext = {
  tenant: string | undefined;
  registry: RegistryTenant | undefined;
  logIdentifier: string;
};
