import type { EntityItem } from 'electrodb';
import type { Language } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { AppLanguageEntity } from '../lib/entities/app-language';
import { isoLanguage } from '../lib/iso-languages';

/** The app languages as the Settings Language tab and the /languages screen list them; their saves are `languages.ts`. */
export type LanguageRecord = EntityItem<typeof AppLanguageEntity>;

export function toLanguageDto(record: LanguageRecord): Language {
  return {
    id: record.id,
    isoLanguage: isoLanguage(record.code) ?? { id: record.code, code: record.code, title: record.code },
    usedInMobileApp: record.usedInMobileApp,
    defaultInMobileApp: record.defaultInMobileApp,
    directionRightToLeft: record.directionRightToLeft,
    version: record.version,
  };
}

export async function listLanguages(ctx: RequestContext, search?: string) {
  const { data } = await AppLanguageEntity.query.byId({ tenant: ctx.tenant }).go({ pages: 'all', consistent: true });
  const needle = search?.trim().toLowerCase();
  return data
    .map(toLanguageDto)
    .filter((l) => !needle || l.isoLanguage.title.toLowerCase().includes(needle) || l.isoLanguage.code.includes(needle))
    .sort((a, b) => a.isoLanguage.title.localeCompare(b.isoLanguage.title));
}
