import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { ENGLISH } from '../../../i18n/load-catalog';
import { translatorFor } from '../../../i18n/translator';
import { languageActions, languageTags } from './language-actions';

const t = translatorFor(ENGLISH);

const language = (flags: Partial<Language>): Language => ({
  id: 'l1',
  isoLanguage: { id: 'ar', code: 'ar', title: 'Arabic' },
  usedInMobileApp: false,
  defaultInMobileApp: false,
  directionRightToLeft: false,
  version: 1,
  ...flags,
});

const texts = (l: Language) => languageActions(l).map((a) => t(a.message));

describe('language row actions', () => {
  it('offers Add to App languages to a language the app does not use', () => {
    expect(texts(language({}))).toEqual(['Add to App languages', 'Set Direction Right to Left']);
  });

  it('offers Remove and Set as default to an app language that is not the default', () => {
    const l = language({ usedInMobileApp: true });
    expect(texts(l)).toEqual(['Remove from App languages', 'Set as App default language', 'Set Direction Right to Left']);
    expect(languageActions(l).find((a) => a.id === 'set-default')?.change).toEqual({ defaultInMobileApp: true });
  });

  it('offers only the direction to the default language, toggling it', () => {
    const actions = languageActions(language({ usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: true }));
    expect(actions.map((a) => [a.id, t(a.message), a.change])).toEqual([['toggle-rtl', 'Set Direction Right to Left', { directionRightToLeft: false }]]);
  });

  it('tags a language in the words of each screen', () => {
    const all = language({ usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: true });
    expect(languageTags(all, { default: 'App Default', app: 'App', rtl: 'RTL' })).toEqual(['App Default', 'App', 'RTL']);
    expect(languageTags(language({ directionRightToLeft: true }), { default: 'DEFAULT', app: 'APP', rtl: 'RTL' })).toEqual(['RTL']);
  });
});
