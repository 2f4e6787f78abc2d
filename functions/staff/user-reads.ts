import type { PermissionMap } from '../../shared/permissions';
import { DEFAULT_PREFERENCES } from '../../shared/preference-values';
import type { Preferences } from '../../shared/schemas/preferences';
import type { User } from '../../shared/schemas/user-details';
import type { RequestContext } from '../lib/context';
import { dateTime } from '../lib/dates';
import type { GroupRecord, UserRecord } from '../lib/entities/records';
import { UserEntity } from '../lib/entities/user';
import { UserGroupEntity } from '../lib/entities/user-group';
import { NotFoundError } from '../lib/errors';

// Reading users, apart from the writes in `service.ts`: the session function shows the signed-in
// user without building the entities and schemas that writing users needs.

/** The user as the API shows it (spec 1 section 3). */
export function toUserDto(user: UserRecord, group: GroupRecord | undefined | null): User {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber ?? null,
    address: user.address ?? null,
    avatarUrl: user.avatarUrl ?? null,
    lastSeen: dateTime(user.lastSeen) ?? null,
    tenant: user.tenant,
    enabledFeatures: user.enabledFeatures,
    notification: {
      item: {
        create: Boolean(user.notification?.item?.create),
        update: Boolean(user.notification?.item?.update),
        delete: Boolean(user.notification?.item?.delete),
      },
    },
    userGroup: group
      ? { id: group.id, value: group.value, type: group.value, permission: group.permission as PermissionMap }
      : null,
    preferences: preferencesOf(user.preferences),
    version: user.version,
  };
}

/** A user who never chose (no stored preferences) sees the defaults. */
export function preferencesOf(stored: Partial<Preferences> | undefined): Preferences {
  return { ...DEFAULT_PREFERENCES, ...stored };
}

export async function getUserRecord(tenant: string, id: string) {
  const { data } = await UserEntity.get({ tenant, id }).go();
  if (!data) throw new NotFoundError(`There is no user ${id}.`);
  return data;
}

export async function getGroupRecord(tenant: string, id: string) {
  const { data } = await UserGroupEntity.get({ tenant, id }).go();
  return data;
}

export async function getUser(ctx: RequestContext, id: string) {
  const user = await getUserRecord(ctx.tenant, id);
  return toUserDto(user, await getGroupRecord(ctx.tenant, user.groupId));
}
