import { DEFAULT_MAIN_COLOUR } from '../../shared/app-content/constants';
import { DEFAULT_PRIVACY_POLICY, type AboutContent, type AppSettingsDto, type PrivacyPolicySettings } from '../../shared/schemas/app-settings';
import type { RequestContext } from '../lib/context';
import { AppSettingsEntity, type AppSettingsItem } from '../lib/entities/app-settings';

/** The visitor app's settings (spec 2 sections 2, 3, 5 and 7): one record per museum, saved whole (`saves.ts`). */
export type File = { url: string; uid?: string; name?: string };

export async function readSettings(tenant: string): Promise<AppSettingsItem | undefined> {
  const { data } = await AppSettingsEntity.get({ tenant }).go({ consistent: true });
  return data ?? undefined;
}

function toDto(item: AppSettingsItem | undefined): AppSettingsDto {
  return {
    id: item?.id ?? null,
    version: item?.version ?? 0,
    data: { content: ((item?.content ?? []) as AboutContent[]).map((c) => ({ language: c.language, description: c.description ?? null })) },
    image: (item?.image as File | undefined) ?? null,
    icon: (item?.icon as File | undefined) ?? null,
    aboutImage: (item?.aboutImage as File | undefined) ?? null,
    websiteLink: item?.websiteLink ?? null,
    mapStyleUrl: item?.mapStyleUrl ?? null,
    mainColour: item?.mainColour ?? DEFAULT_MAIN_COLOUR,
    previewModeOn: item?.previewModeOn ?? false,
    previewKeyHint: item?.previewKeyHint ?? null,
    privacyPolicy: (item?.privacyPolicy as PrivacyPolicySettings | undefined) ?? DEFAULT_PRIVACY_POLICY,
  };
}

export async function getSettings(ctx: RequestContext) {
  return toDto(await readSettings(ctx.tenant));
}
