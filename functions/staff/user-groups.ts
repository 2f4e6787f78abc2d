import { randomUUID } from 'node:crypto';
import { normalisePermissions, type PermissionMap } from '../../shared/permissions';
import type { Group } from '../../shared/schemas/user-group';
import { loggable, writeWithLog, type Committed, type Tx } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { UserEntity } from '../lib/entities/user';
import { UserGroupEntity } from '../lib/entities/user-group';
import type { GroupRecord } from '../lib/entities/records';
import { ConflictError, NotFoundError, StaleVersionError } from '../lib/errors';

export function toGroupDto(group: GroupRecord): Group {
  return { id: group.id, value: group.value, permission: group.permission as PermissionMap, version: group.version };
}

async function requireGroup(tenant: string, id: string) {
  const { data } = await UserGroupEntity.get({ tenant, id }).go();
  if (!data) throw new NotFoundError(`There is no user group ${id}.`);
  return data;
}

/** What a group write touches: the group and the claim on its name. */
const GROUP_WRITES = { userGroup: UserGroupEntity, uniqueValue: UniqueValueEntity };

function nameClaim(e: Tx<'uniqueValue'>, tenant: string, value: string, ownerId: string): Committed {
  return e.uniqueValue.create({ tenant, kind: 'userGroup', value: value.toLowerCase(), ownerId }).commit();
}

function releaseName(e: Tx<'uniqueValue'>, tenant: string, value: string): Committed {
  return e.uniqueValue.delete({ tenant, kind: 'userGroup', value: value.toLowerCase() }).commit();
}

const duplicateName = (value: string) => new ConflictError(`A user group named ${value} already exists.`, { field: 'value' });

export async function listGroups(ctx: RequestContext, search: string | undefined) {
  const { data } = await UserGroupEntity.query.byId({ tenant: ctx.tenant }).go({ pages: 'all' });
  const needle = search?.trim().toLowerCase();
  return data
    .filter((g) => !needle || g.value.toLowerCase().includes(needle))
    .sort((a, b) => a.value.localeCompare(b.value))
    .map(toGroupDto);
}

export async function getGroup(ctx: RequestContext, id: string) {
  return toGroupDto(await requireGroup(ctx.tenant, id));
}

export async function createGroup(ctx: RequestContext, input: { value: string; permission?: PermissionMap }, id: string = randomUUID()) {
  const record = { tenant: ctx.tenant, id, value: input.value, permission: normalisePermissions(input.permission ?? {}), version: 1 };
  await writeWithLog(
    ctx,
    [{ action: 'CREATE', entityType: 'userGroup', entityId: id, newValue: loggable(record) }],
    GROUP_WRITES,
    (e) => [e.userGroup.create(record).commit(), nameClaim(e, ctx.tenant, input.value, id)],
    (index) => (index === 1 ? duplicateName(input.value) : new ConflictError(`The user group ${id} already exists.`)),
  );
  return toGroupDto({ ...record, createdAt: undefined, updatedAt: undefined });
}

async function changeGroup(ctx: RequestContext, id: string, version: number, change: { value?: string; permission?: PermissionMap }) {
  const current = await requireGroup(ctx.tenant, id);
  // The caller's version, never a fallback to the stored one: the write conditions on exactly it.
  const expected = version;
  if (expected !== current.version) throw new StaleVersionError('user group');
  const renamed = change.value !== undefined && change.value.toLowerCase() !== current.value.toLowerCase();
  const next = { ...change, version: expected + 1 };
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: 'userGroup', entityId: id, oldValue: loggable(current), newValue: loggable({ ...current, ...next }) }],
    GROUP_WRITES,
    (e) => [
      e.userGroup
        .patch({ tenant: ctx.tenant, id })
        .set(next)
        .where(({ version: v }, { eq }) => eq(v, expected))
        .commit(),
      ...(renamed && change.value ? [nameClaim(e, ctx.tenant, change.value, id), releaseName(e, ctx.tenant, current.value)] : []),
    ],
    (index) => (index === 1 && change.value ? duplicateName(change.value) : new StaleVersionError('user group')),
  );
  return getGroup(ctx, id);
}

export function renameGroup(ctx: RequestContext, id: string, input: { value: string; version: number }) {
  return changeGroup(ctx, id, input.version, { value: input.value });
}

/** Write implies read; the next request of every member sees the new map. */
export function savePermissions(ctx: RequestContext, id: string, input: { permission: PermissionMap; version: number }) {
  return changeGroup(ctx, id, input.version, { permission: normalisePermissions(input.permission) });
}

/** A group that still has members cannot go: they would lose every permission at once. */
export async function deleteGroups(ctx: RequestContext, ids: string[], versions?: readonly number[]) {
  for (const id of ids) {
    const current = await requireGroup(ctx.tenant, id);
    checkDeleteVersions([current], ids, versions, 'user group');
    const { data: members } = await UserEntity.query.byGroup({ tenant: ctx.tenant, groupId: id }).go({ limit: 1000, pages: 'all' });
    if (members.length) {
      throw new ConflictError(
        `The user group ${current.value} still has ${members.length} member${members.length === 1 ? '' : 's'}. Move them to another group first.`,
      );
    }
    await writeWithLog(
      ctx,
      [{ action: 'DELETE', entityType: 'userGroup', entityId: id, oldValue: loggable(current) }],
      GROUP_WRITES,
      (e) => [
        e.userGroup.delete({ tenant: ctx.tenant, id }).where(({ version }, { eq }) => eq(version, current.version)).commit(),
        releaseName(e, ctx.tenant, current.value),
      ],
      () => new StaleVersionError('user group'),
    );
  }
  return { deleted: ids.length };
}
