import { randomUUID } from 'node:crypto';
import { DEFAULT_MAIN_COLOUR } from '../../shared/app-content/constants';
import { aboutContentRule } from '../../shared/app-content/content-rules';
import type { AboutContent, AppSettingsInput } from '../../shared/schemas/app-settings';
import type { UploadRequest } from '../../shared/schemas/upload';
import { appLanguages } from '../lib/app-content/app-languages';
import { mergeContent } from '../lib/app-content/language-content';
import { deleteDroppedFiles, storedFile, withFilesNotDeleted } from '../lib/app-content/stored-files';
import { loggable, writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { AppSettingsEntity, type AppSettingsItem } from '../lib/entities/app-settings';
import { StaleVersionError } from '../lib/errors';
import { hashSecret, keyHint, newSecret } from '../lib/secret-keys';
import { presignUpload } from '../lib/uploads';
import { getSettings, readSettings, type File } from './service';

/**
 * The settings' saves, the preview key and the image presign, loaded by the first of them rather
 * than at a cold start (the settings page opens with a read).
 */
const ENTITY_TYPE = 'appSettings';
const FOLDER = 'app-settings-images';

/** The change log shows that the preview key changed (its hint), never its hash. */
const logged = (item: AppSettingsItem) => ({ ...loggable(item), previewKeyHash: undefined });

const files = (item: Partial<AppSettingsItem> | undefined) => ({ [FOLDER]: [item?.image, item?.icon, item?.aboutImage] as (File | undefined)[] });

/** Writes the settings whole at the version of `current` (created when there are none yet), with the change log. */
async function writeSettings(ctx: RequestContext, current: AppSettingsItem | undefined, next: AppSettingsItem) {
  await writeWithLog(
    ctx,
    [{ action: current ? 'UPDATE' : 'CREATE', entityType: ENTITY_TYPE, entityId: next.id, ...(current ? { oldValue: logged(current) } : {}), newValue: logged(next) }],
    { appSettings: AppSettingsEntity },
    (e) => [
      current
        ? e.appSettings.put(next).where(({ version }, { eq }) => eq(version, current.version)).commit()
        : e.appSettings.create(next).commit(),
    ],
    () => new StaleVersionError('app settings'),
  );
}

/** Saves the settings at the version read: 0 creates them, and two saves from one version cannot both land. */
export async function saveSettings(ctx: RequestContext, input: AppSettingsInput) {
  const [languages, current] = await Promise.all([appLanguages(ctx.tenant), readSettings(ctx.tenant)]);
  if ((current?.version ?? 0) !== input.version) throw new StaleVersionError('app settings');
  const content = mergeContent<AboutContent>(input.content, (current?.content ?? []) as AboutContent[], languages, aboutContentRule, (language) => ({ language }));
  const t = ctx.tenant;
  const image = storedFile(t, FOLDER, input.image, 'image');
  const icon = storedFile(t, FOLDER, input.icon, 'icon');
  const aboutImage = storedFile(t, FOLDER, input.aboutImage, 'aboutImage');
  const next = {
    tenant: t,
    // The museum's settings have an id of their own (the change log and history name it).
    id: current?.id ?? randomUUID(),
    content,
    ...(image ? { image } : {}),
    ...(icon ? { icon } : {}),
    ...(aboutImage ? { aboutImage } : {}),
    ...(input.websiteLink ? { websiteLink: input.websiteLink } : {}),
    ...(input.mapStyleUrl ? { mapStyleUrl: input.mapStyleUrl } : {}),
    mainColour: input.mainColour,
    previewModeOn: input.previewModeOn,
    privacyPolicy: input.privacyPolicy,
    // The preview key is not part of the form: it is kept as it is (rotatePreviewKey changes it).
    ...(current?.previewKeyHash ? { previewKeyHash: current.previewKeyHash, previewKeyHint: current.previewKeyHint, previewKeyRotatedAt: current.previewKeyRotatedAt } : {}),
    version: input.version + 1,
    ...(current?.createdAt ? { createdAt: current.createdAt } : {}),
  } as AppSettingsItem;
  await writeSettings(ctx, current, next);
  const notDeleted = await deleteDroppedFiles(t, files(current), files(next));
  return withFilesNotDeleted(await getSettings(ctx), notDeleted);
}

/**
 * A new preview key for the museum's test builds of the app: returned once, kept as its hash. The
 * old key stops working at once. Saved like the settings (change log, content version: answers
 * cached under the old key's previews are not reused).
 */
export async function rotatePreviewKey(ctx: RequestContext) {
  const current = await readSettings(ctx.tenant);
  const previewKey = newSecret();
  const keyFields = { previewKeyHash: hashSecret(previewKey), previewKeyHint: keyHint(previewKey), previewKeyRotatedAt: new Date().toISOString() };
  const next = {
    ...(current ?? { tenant: ctx.tenant, id: randomUUID(), content: [], mainColour: DEFAULT_MAIN_COLOUR, previewModeOn: false }),
    ...keyFields,
    version: (current?.version ?? 0) + 1,
  } as AppSettingsItem;
  await writeSettings(ctx, current, next);
  return { previewKey, previewKeyHint: keyFields.previewKeyHint };
}

export function presignSettingsImage(ctx: RequestContext, body: UploadRequest) {
  return presignUpload(ctx.tenant, FOLDER, body.fileName, body.contentType);
}
