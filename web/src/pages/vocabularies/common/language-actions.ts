import type { Language } from '../../../../../shared/schemas/vocabulary';
import type { LanguageSave } from './use-languages';

export type LanguageAction = { id: 'add-to-app' | 'remove-from-app' | 'set-default' | 'toggle-rtl'; text: string; change: Partial<LanguageSave> };

/** A row's Actions menu on the Settings Language tab (spec 1 section 2), with the change each makes (section 4). */
export function languageActions(language: Language): LanguageAction[] {
  const actions: LanguageAction[] = [];
  if (!language.usedInMobileApp) actions.push({ id: 'add-to-app', text: 'Add to App languages', change: { usedInMobileApp: true } });
  if (language.usedInMobileApp && !language.defaultInMobileApp) {
    actions.push(
      { id: 'remove-from-app', text: 'Remove from App languages', change: { usedInMobileApp: false } },
      { id: 'set-default', text: 'Set as App default language', change: { defaultInMobileApp: true } },
    );
  }
  actions.push({ id: 'toggle-rtl', text: 'Set Direction Right to Left', change: { directionRightToLeft: !language.directionRightToLeft } });
  return actions;
}

/** The tags of a language, in the words of the screen that shows them. */
export function languageTags(language: Language, words: { default: string; app: string; rtl: string }): string[] {
  return [
    ...(language.defaultInMobileApp ? [words.default] : []),
    ...(language.usedInMobileApp ? [words.app] : []),
    ...(language.directionRightToLeft ? [words.rtl] : []),
  ];
}
