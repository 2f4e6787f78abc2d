import type { Language } from '../../../../../shared/schemas/vocabulary';
import type { MessageId } from '../../../i18n/message-ids';
import type { LanguageSave } from './use-languages';

export type LanguageAction = { id: 'add-to-app' | 'remove-from-app' | 'set-default' | 'toggle-rtl'; message: MessageId; change: Partial<LanguageSave> };

/** A row's Actions menu on the Settings Language tab (spec 1 section 2), with the change each makes (section 4). */
export function languageActions(language: Language): LanguageAction[] {
  const actions: LanguageAction[] = [];
  if (!language.usedInMobileApp) actions.push({ id: 'add-to-app', message: 'vocab.action.addToApp', change: { usedInMobileApp: true } });
  if (language.usedInMobileApp && !language.defaultInMobileApp) {
    actions.push(
      { id: 'remove-from-app', message: 'vocab.action.removeFromApp', change: { usedInMobileApp: false } },
      { id: 'set-default', message: 'vocab.action.setDefault', change: { defaultInMobileApp: true } },
    );
  }
  actions.push({ id: 'toggle-rtl', message: 'vocab.action.toggleRtl', change: { directionRightToLeft: !language.directionRightToLeft } });
  return actions;
}

/** The tags of a language, in the words (or catalog ids) of the screen that shows them. */
export function languageTags<T>(language: Language, words: { default: T; app: T; rtl: T }): T[] {
  return [
    ...(language.defaultInMobileApp ? [words.default] : []),
    ...(language.usedInMobileApp ? [words.app] : []),
    ...(language.directionRightToLeft ? [words.rtl] : []),
  ];
}
