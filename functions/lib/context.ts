import type { Grant, PermissionMap } from '../../shared/permissions';
import type { GroupRecord, UserRecord } from './entities/records';
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
  };
  grant: Grant;
  /**
   * The caller's profile and group as read for this request (so /users/me reads nothing twice);
   * absent for the platform itself (onboarding).
   */
  profile?: { user: UserRecord; group: GroupRecord | null };
  logIdentifier: string;
  /**
   * Set by a restore from history (functions/history/restore): the record's save through its own
   * service logs that its new version is the state of an earlier change.
   */
  restoring?: RestoreMark;
};

/** Which record a request restores, and the change whose state it restores. */
export type RestoreMark = { entityType: string; entityId: string; changeId: string; timestamp: string };

/** Public routes know only the tenant of the host. */
export type PublicContext = {
  tenant: string | undefined;
  registry: RegistryTenant | undefined;
  logIdentifier: string;
  /** The caller's network address (the visitor app's throttling). */
  clientAddress: string;
};
