import type { Paging } from '../../shared/schemas/common';
import type { UserCreate, UserUpdate } from '../../shared/schemas/user';
import { createSignIn, deleteSignIn, setPassword, updateSignInAttributes } from '../lib/accounts';
import { loggable, writeWithLog, type Committed, type Tx } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import type { GroupRecord, UserRecord } from '../lib/entities/records';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { UserEntity } from '../lib/entities/user';
import { UserDirectoryEntity } from '../lib/entities/user-directory';
import { UserGroupEntity } from '../lib/entities/user-group';
import { ConflictError, StaleVersionError, ValidationError } from '../lib/errors';
import { directoryEntry, idsInCreationOrder, sortUsers, type UserSortField } from './user-order';
import { getGroupRecord, getUser, getUserRecord, toUserDto } from './user-reads';

async function requireGroup(tenant: string, id: string) {
  const group = await getGroupRecord(tenant, id);
  if (!group) throw new ValidationError('Please select user group!', { userGroup: 'Please select user group!' });
  return group;
}

function featuresFor(ctx: RequestContext, wanted: readonly string[] | undefined) {
  const museum = ctx.registry.features;
  return wanted ? wanted.filter((f) => museum.includes(f)) : [...museum];
}

/** What a user write touches: the profile, its e-mail claim and the directory of ids. */
const USER_WRITES = { user: UserEntity, uniqueValue: UniqueValueEntity, userDirectory: UserDirectoryEntity };

function emailClaim(e: Tx<'uniqueValue'>, tenant: string, email: string, ownerId: string): Committed {
  return e.uniqueValue.create({ tenant, kind: 'email', value: email.toLowerCase(), ownerId }).commit();
}

function releaseEmail(e: Tx<'uniqueValue'>, tenant: string, email: string): Committed {
  return e.uniqueValue.delete({ tenant, kind: 'email', value: email.toLowerCase() }).commit();
}

/**
 * The directory of users moves with every create and delete (see user-directory.ts); each user is
 * listed under a creation-ordered entry (user-order.ts).
 */
function listUser(e: Tx<'userDirectory'>, tenant: string, entry: string): Committed {
  return e.userDirectory.update({ tenant }).add({ ids: [entry] }).commit();
}

function unlistUser(e: Tx<'userDirectory'>, tenant: string, user: Pick<UserRecord, 'id' | 'createdAt'>): Committed {
  // Users listed before creation order are listed by their bare id: remove either form.
  const entries = user.createdAt ? [user.id, directoryEntry(user.createdAt, user.id)] : [user.id];
  return e.userDirectory.update({ tenant }).delete({ ids: entries }).commit();
}

/**
 * Creates the Cognito sign-in and the profile together: the profile, its email claim, the user
 * count and the change log are one transaction; if it fails the sign-in is removed again.
 */
export async function createUser(ctx: RequestContext, input: UserCreate) {
  const group = await requireGroup(ctx.tenant, input.userGroup);
  const id = await createSignIn(ctx.registry, input);
  const createdAt = new Date().toISOString();
  const record = {
    tenant: ctx.tenant,
    id,
    createdAt,
    username: input.username,
    name: input.name,
    email: input.email,
    groupId: group.id,
    phoneNumber: input.phoneNumber,
    address: input.address,
    enabledFeatures: featuresFor(ctx, input.enabledFeatures),
    notification: input.notification ?? { item: { create: false, update: false, delete: false } },
    version: 1,
  };
  try {
    await writeWithLog(
      ctx,
      [{ action: 'CREATE', entityType: 'user', entityId: id, newValue: loggable(record) }],
      USER_WRITES,
      (e) => [e.user.create(record).commit(), emailClaim(e, ctx.tenant, input.email, id), listUser(e, ctx.tenant, directoryEntry(createdAt, id))],
      (index) =>
        index === 1
          ? new ConflictError(`The e-mail ${input.email} is already used by another user.`, { field: 'email' })
          : new ConflictError(`The user ${input.username} already exists.`),
    );
  } catch (error) {
    await deleteSignIn(ctx.registry, input.username);
    throw error;
  }
  return getUser(ctx, id);
}

/** Updates profile fields (and the Cognito attributes they mirror) with optimistic locking. */
export async function updateUser(ctx: RequestContext, id: string, input: Omit<UserUpdate, 'password'> & { password?: string }) {
  const current = await getUserRecord(ctx.tenant, id);
  // The caller's version, never a fallback to the stored one: the write conditions on exactly it.
  const expected = input.version;
  if (expected !== current.version) throw new StaleVersionError('user');
  const group = await requireGroup(ctx.tenant, input.userGroup);
  const next = {
    name: input.name,
    email: input.email,
    groupId: group.id,
    phoneNumber: input.phoneNumber ?? '',
    address: input.address ?? '',
    notification: input.notification ?? current.notification,
    enabledFeatures: input.enabledFeatures ? featuresFor(ctx, input.enabledFeatures) : current.enabledFeatures,
  };
  const emailChanged = next.email.toLowerCase() !== current.email.toLowerCase();
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: 'user', entityId: id, oldValue: loggable(current), newValue: loggable({ ...current, ...next, version: expected + 1 }) }],
    USER_WRITES,
    (e) => [
      e.user
        .patch({ tenant: ctx.tenant, id })
        .set({ ...next, version: expected + 1 })
        .where(({ version }, { eq }) => eq(version, expected))
        .commit(),
      ...(emailChanged ? [emailClaim(e, ctx.tenant, next.email, id), releaseEmail(e, ctx.tenant, current.email)] : []),
    ],
    (index) =>
      index === 1
        ? new ConflictError(`The e-mail ${next.email} is already used by another user.`, { field: 'email' })
        : new StaleVersionError('user'),
  );
  await updateSignInAttributes(ctx.registry, current.username, { email: next.email, name: next.name });
  if (input.password) await setPassword(ctx.registry, current.username, input.password);
  return getUser(ctx, id);
}

/** Removes profiles and their sign-ins; a user cannot delete their own account. */
export async function deleteUsers(ctx: RequestContext, ids: string[], versions?: readonly number[]) {
  if (ids.includes(ctx.user.id)) throw new ConflictError('You cannot delete your own user.');
  for (const id of ids) {
    const current = await getUserRecord(ctx.tenant, id);
    checkDeleteVersions([current], ids, versions, 'user');
    await writeWithLog(
      ctx,
      [{ action: 'DELETE', entityType: 'user', entityId: id, oldValue: loggable(current) }],
      USER_WRITES,
      (e) => [
        e.user.delete({ tenant: ctx.tenant, id }).where(({ version }, { eq }) => eq(version, current.version)).commit(),
        releaseEmail(e, ctx.tenant, current.email),
        unlistUser(e, ctx.tenant, current),
      ],
      () => new StaleVersionError('user'),
    );
    await deleteSignIn(ctx.registry, current.username);
  }
  return { deleted: ids.length };
}

/**
 * A page of users, in creation order ("sorted by id", spec 1) unless `sort` names another field.
 * In creation order without a search the page is cut from the user directory and its users read
 * in one batch, so any page costs the same. A search or another order reads the searched and
 * sorted fields of the tenant's users, then the page's users whole.
 */
export async function listUsers(ctx: RequestContext, paging: Paging) {
  const search = paging.value?.trim().toLowerCase();
  const sort = paging.sort ?? { field: 'id', descending: false };
  const field = (SORT_FIELDS as readonly string[]).includes(sort.field) ? (sort.field as UserSortField) : 'id';
  let ids: string[];
  if (!search && field === 'id') {
    const { data: directory } = await UserDirectoryEntity.get({ tenant: ctx.tenant }).go();
    ids = idsInCreationOrder(directory?.ids ?? [], sort.descending);
  } else {
    const { data } = await UserEntity.query
      .byId({ tenant: ctx.tenant })
      .go({ pages: 'all', attributes: ['id', 'name', 'username', 'email', 'createdAt'] });
    const matches = search ? data.filter((u) => [u.name, u.username, u.email].some((v) => v.toLowerCase().includes(search))) : data;
    ids = sortUsers(matches, field, sort.descending).map((u) => u.id);
  }
  const users = await usersById(ctx.tenant, ids.slice(paging.page * paging.size, (paging.page + 1) * paging.size));
  const groups = await groupsById(ctx.tenant, [...new Set(users.map((u) => u.groupId))]);
  return {
    content: users.map((u) => toUserDto(u, groups.get(u.groupId))),
    totalElements: ids.length,
    page: paging.page,
    size: paging.size,
  };
}

const SORT_FIELDS: readonly UserSortField[] = ['id', 'name', 'username', 'email'];

async function usersById(tenant: string, ids: string[]): Promise<UserRecord[]> {
  if (!ids.length) return [];
  const { data } = await UserEntity.get(ids.map((id) => ({ tenant, id }))).go();
  const byId = new Map(data.map((u) => [u.id, u]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function groupsById(tenant: string, ids: string[]): Promise<Map<string, GroupRecord>> {
  if (!ids.length) return new Map();
  const { data } = await UserGroupEntity.get(ids.map((id) => ({ tenant, id }))).go();
  return new Map(data.map((g) => [g.id, g]));
}
