import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import cloudscapeEnglish from '@cloudscape-design/components/i18n/messages/all.en';
import type { ConsoleLanguage } from '../../../shared/schemas/preferences';
import type { Translation } from './catalogs/catalog';
import { en, type EnglishCatalog } from './catalogs/en';

export type LoadedCatalog = {
  language: ConsoleLanguage;
  messages: Translation<EnglishCatalog>;
  /** Cloudscape's own component labels (pagination, AppLayout buttons, date pickers). */
  cloudscape: I18nProviderProps.Messages;
};

export const ENGLISH: LoadedCatalog = { language: 'en', messages: en, cloudscape: cloudscapeEnglish };

/**
 * English is in the first load; Arabic, ours and Cloudscape's, is fetched only when a user
 * chooses it, so English readers never download it (the bench measures the initial load).
 */
export async function loadCatalog(language: ConsoleLanguage): Promise<LoadedCatalog> {
  if (language === 'en') return ENGLISH;
  const [ours, theirs] = await Promise.all([import('./catalogs/ar'), import('@cloudscape-design/components/i18n/messages/all.ar')]);
  return { language, messages: ours.ar, cloudscape: theirs.default };
}
