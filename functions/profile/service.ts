import * as z from 'zod/mini';
import type { ListColumns } from '../../shared/schemas/list-columns';
import type { PreferencesUpdate } from '../../shared/schemas/preferences';
import type { AvatarUpdateSchema, AvatarUploadSchema, PersonalUpdateSchema, SecurityUpdateSchema } from '../../shared/schemas/profile';
import { USER_MESSAGES } from '../../shared/schemas/user-messages';
import { can } from '../../shared/permissions';
import { passwordSignIn, setPassword, SignInRefused } from '../lib/accounts';
import { loggable, writeWithLog } from '../lib/change-log';
import { UserEntity } from '../lib/entities/user';
import type { RequestContext } from '../lib/context';
import { ForbiddenError, NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { requireTenantFileUrl } from '../lib/file-urls';
import { presignUpload } from '../lib/uploads';
import { updateUser } from '../staff/users';
import { getUser, getUserRecord, preferencesOf } from '../staff/user-reads';

/** Spec 1 section 7: avatars live in the tenant's `user-images` folder. */
const AVATAR_FOLDER = 'user-images';

/** Own details are always editable; someone else's, or one's own group, need write on user. */
export async function savePersonal(ctx: RequestContext, input: z.infer<typeof PersonalUpdateSchema>) {
  const self = input.id === ctx.user.id;
  const mayAdminister = can(ctx.grant, 'user', 'write');
  if (!self && !mayAdminister) throw new ForbiddenError();
  const current = await getUserRecord(ctx.tenant, input.id);
  if (!mayAdminister && input.userGroup !== current.groupId) {
    throw new ForbiddenError('Changing your user group needs write permission on users.');
  }
  return updateUser(ctx, input.id, { ...input, enabledFeatures: undefined });
}

/** A password change: the current password is checked by signing in with it. */
export async function saveSecurity(ctx: RequestContext, input: z.infer<typeof SecurityUpdateSchema>) {
  if (input.id !== ctx.user.id) throw new ForbiddenError('You can only change your own password.');
  try {
    await passwordSignIn(ctx.registry, ctx.user.username, input.currentPassword);
  } catch (error) {
    // Only a refused sign-in means a wrong password; Cognito throttling (429) and the like say so.
    if (!(error instanceof SignInRefused)) throw error;
    throw new ValidationError(USER_MESSAGES.currentPasswordWrong, { currentPassword: USER_MESSAGES.currentPasswordWrong });
  }
  await setPassword(ctx.registry, ctx.user.username, input.password);
  const current = await getUserRecord(ctx.tenant, ctx.user.id);
  // The password itself is never logged; the change is.
  await writeWithLog(ctx, [{ action: 'UPDATE', entityType: 'user', entityId: current.id, oldValue: { password: '***' }, newValue: { password: '***' } }], {}, () => []);
  return getUser(ctx, ctx.user.id);
}

/** The avatar must be a picture uploaded into this museum's `user-images`: a URL is shown to every colleague. */
export async function saveAvatar(ctx: RequestContext, input: z.infer<typeof AvatarUpdateSchema>) {
  if (input.id !== ctx.user.id && !can(ctx.grant, 'user', 'write')) throw new ForbiddenError();
  requireTenantFileUrl(input.avatarUrl, ctx.tenant, AVATAR_FOLDER, 'avatarUrl');
  const current = await getUserRecord(ctx.tenant, input.id);
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: 'user', entityId: input.id, oldValue: loggable(current), newValue: loggable({ ...current, avatarUrl: input.avatarUrl, version: current.version + 1 }) }],
    { user: UserEntity },
    (e) => [
      e.user
        .patch({ tenant: ctx.tenant, id: input.id })
        .set({ avatarUrl: input.avatarUrl, version: current.version + 1 })
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
    ],
    () => new StaleVersionError('user'),
  );
  return getUser(ctx, input.id);
}

/**
 * The caller's own console preferences (never another user's: no id is taken). Only the
 * preferences attribute is patched and `version` stays as it is: choosing dark mode must not make
 * an administrator's open edit of this user stale, nor can it undo that edit. Logged like the
 * other profile saves. A list's columns replace that list's alone (`PreferencesUpdateSchema`).
 */
export async function savePreferences(ctx: RequestContext, input: PreferencesUpdate) {
  const current = await getUserRecord(ctx.tenant, ctx.user.id);
  const columns = { ...(current.preferences?.columns as ListColumns | undefined), ...input.columns };
  const preferences = {
    language: input.language,
    calendar: input.calendar,
    mode: input.mode,
    density: input.density,
    ...(Object.keys(columns).length ? { columns } : {}),
  };
  await writeWithLog(
    ctx,
    [{ action: 'UPDATE', entityType: 'user', entityId: current.id, oldValue: { preferences: preferencesOf(current.preferences) }, newValue: { preferences } }],
    { user: UserEntity },
    (e) => [e.user.patch({ tenant: ctx.tenant, id: current.id }).set({ preferences }).commit()],
    // A patch needs the item: only a deletion since the read above can refuse it.
    () => new NotFoundError(`There is no user ${current.id}.`),
  );
  return getUser(ctx, current.id);
}

/** The avatar goes straight from the browser to S3, under the caller's tenant only, as a raster image. */
export function avatarUpload(ctx: RequestContext, input: z.infer<typeof AvatarUploadSchema>) {
  return presignUpload(ctx.tenant, AVATAR_FOLDER, input.fileName, input.contentType);
}
