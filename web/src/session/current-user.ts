import { AREA_NAMES, normalisePermissions, type AreaPermission, type Grant, type PermissionMap } from '../../../shared/permissions';
import type { ApiClient } from '../api/client';
import { isRecord } from '../api/json';
import { ObjectColumnsSchema, type ListColumns } from '../../../shared/schemas/list-columns';
import { DEFAULT_PREFERENCES, PreferencesUpdateSchema, type Preferences } from '../../../shared/schemas/preferences';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone';

/** `GET /api/users/me` (spec 1 sections 3 and 7). */
export type CurrentUser = {
  id: string;
  username: string;
  name?: string;
  email?: string;
  phoneNumber?: string;
  address?: string;
  avatarUrl?: string;
  /** YYYY-MM-DD HH:mm:ss */
  lastSeen?: string;
  tenant?: string;
  enabledFeatures: string[];
  userGroup?: { id: string; value: string; permission: PermissionMap };
  notification?: { item?: { create?: boolean; update?: boolean; delete?: boolean } };
  /** Language, calendar, mode and density the user chose in their profile. */
  preferences: Preferences;
  /** The columns the user chose per list (issue 29); a list not here shows its defaults. */
  listColumns?: ListColumns;
  /** The museum's IANA time zone (GET /api/museum): the console shows times and days in it. */
  timeZone?: string;
};

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function areaPermission(value: unknown): AreaPermission | undefined {
  if (!isRecord(value)) return undefined;
  return { read: value.read === true, write: value.write === true };
}

function permissionMap(value: unknown): PermissionMap {
  const map: PermissionMap = {};
  if (!isRecord(value)) return map;
  for (const area of AREA_NAMES) {
    const permission = areaPermission(value[area]);
    if (permission) map[area] = permission;
  }
  return map;
}

/** Returns undefined for an answer that is not a user, so a broken API reads as "not logged in". */
export function parseCurrentUser(value: unknown): CurrentUser | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const username = text(value.username);
  if (!id || !username) return undefined;
  const group = isRecord(value.userGroup) ? value.userGroup : undefined;
  const stored = isRecord(value.preferences) ? value.preferences : {};
  // Columns apart: a list's columns the console no longer knows must not cost the user their language.
  const preferences = PreferencesUpdateSchema.safeParse({ ...stored, columns: undefined });
  const objectColumns = ObjectColumnsSchema.safeParse(isRecord(stored.columns) ? stored.columns.objects : undefined);
  return {
    id,
    username,
    name: text(value.name),
    email: text(value.email),
    phoneNumber: text(value.phoneNumber),
    address: text(value.address),
    avatarUrl: text(value.avatarUrl),
    lastSeen: text(value.lastSeen),
    preferences: preferences.success ? preferences.data : DEFAULT_PREFERENCES,
    listColumns: objectColumns.success ? { objects: objectColumns.data } : {},
    tenant: text(value.tenant),
    enabledFeatures: Array.isArray(value.enabledFeatures)
      ? value.enabledFeatures.filter((f): f is string => typeof f === 'string')
      : [],
    userGroup: group
      ? { id: text(group.id) ?? '', value: text(group.value) ?? '', permission: permissionMap(group.permission) }
      : undefined,
    notification: isRecord(value.notification) && isRecord(value.notification.item)
      ? {
          item: {
            create: value.notification.item.create === true,
            update: value.notification.item.update === true,
            delete: value.notification.item.delete === true,
          },
        }
      : undefined,
  };
}

/**
 * The signed-in user and, asked at the same time, the museum's time zone. A museum that cannot
 * be read leaves the console in UTC rather than signed out.
 */
export async function fetchCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const [me, museum] = await Promise.all([api.get('/users/me'), api.get('/museum').catch(() => undefined)]);
  const user = parseCurrentUser(me);
  if (!user) throw new Error('GET /api/users/me did not answer with a user');
  const zone = isRecord(museum) ? text(museum.timeZone) : undefined;
  return { ...user, timeZone: zone ?? DEFAULT_TIME_ZONE };
}

/** What the menu and the pages check: the group's permissions (write implies read) and the user's modules. */
export function grantOf(user: CurrentUser): Grant {
  return { permissions: normalisePermissions(user.userGroup?.permission ?? {}), enabledFeatures: user.enabledFeatures };
}
