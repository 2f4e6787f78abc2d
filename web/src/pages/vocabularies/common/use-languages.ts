import { useCallback } from 'react';
import * as z from 'zod/mini';
import { IsoLanguageSchema, LanguageSchema, type Language } from '../../../../../shared/schemas/vocabulary';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useLanguageSaveError } from './pending-content-message';
import { useVocabularyActions } from './use-vocabulary-actions';

const parseLanguages = (value: unknown) => z.array(LanguageSchema).parse(value);
const parseIso = (value: unknown) => z.array(IsoLanguageSchema).parse(value);

export type LanguageSave = {
  isoLanguageId: string;
  usedInMobileApp: boolean;
  defaultInMobileApp: boolean;
  directionRightToLeft: boolean;
};

export function savePayload(language: Language, change: Partial<LanguageSave> = {}): LanguageSave & { version: number } {
  return {
    isoLanguageId: language.isoLanguage.id,
    usedInMobileApp: language.usedInMobileApp,
    defaultInMobileApp: language.defaultInMobileApp,
    directionRightToLeft: language.directionRightToLeft,
    ...change,
    version: language.version,
  };
}

/**
 * The configured languages and the ISO list, through either spelling of the spec (spec 1
 * section 7): the Settings tab uses `/specifications/languages` (PUT with the id in the path),
 * the /languages screen `/api/languages` (PUT with the id in the body).
 */
export function useLanguages(api: 'settings' | 'app', search = '') {
  const client = useApi();
  const base = api === 'settings' ? '/specifications/languages' : '/api/languages';
  const languages = useApiQuery(base, parseLanguages, { value: search.trim() });
  const iso = useApiQuery(`${base}/iso`, parseIso);
  const actions = useVocabularyActions(languages.reload, useLanguageSaveError());

  const add = useCallback((save: Partial<LanguageSave> & { isoLanguageId: string }) => actions.save(() => client.post(base, save)), [actions, base, client]);
  const update = useCallback(
    (language: Language, change: Partial<LanguageSave>) => {
      const body = savePayload(language, change);
      return actions.save(() => (api === 'settings' ? client.put(`${base}/${language.id}`, body) : client.put(base, { ...body, id: language.id })));
    },
    [actions, api, base, client],
  );
  const remove = useCallback((ids: string[]) => actions.remove(() => client.delete(base, { query: { idList: ids } })), [actions, base, client]);

  return { languages: languages.data ?? [], loading: languages.loading, iso: iso.data ?? [], add, update, remove };
}
