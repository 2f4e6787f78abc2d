import { useMemo } from 'react';
import * as z from 'zod/mini';
import { LanguageSchema } from '../../../../../shared/schemas/vocabulary';
import { useApiQuery } from '../../../api/use-api-query';
import { useLanguageName } from '../../vocabularies/common/use-language-name';

/** A language of the visitor app as a content tab shows it (its name in the console's language). */
export type AppLanguage = { code: string; title: string; rightToLeft: boolean; isDefault: boolean };

const parseLanguages = (value: unknown) => z.array(LanguageSchema).parse(value);

/**
 * The app's languages (GET /point-of-interests/languages): one content tab each, the default
 * first (it has no Published switch and its texts are required, spec 2 sections 4 and 5).
 */
export function useAppLanguages(): { languages: AppLanguage[]; loading: boolean; defaultCode: string | undefined } {
  const { data, loading } = useApiQuery('/point-of-interests/languages', parseLanguages);
  const nameOf = useLanguageName();
  return useMemo(() => {
    const languages = (data ?? [])
      .filter((l) => l.usedInMobileApp || l.defaultInMobileApp)
      .map((l) => ({ code: l.isoLanguage.code, title: nameOf(l.isoLanguage), rightToLeft: l.directionRightToLeft, isDefault: l.defaultInMobileApp }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.title.localeCompare(b.title));
    return { languages, loading, defaultCode: languages.find((l) => l.isDefault)?.code };
  }, [data, loading, nameOf]);
}

/** The field key the API reports a language's text under (`content.<code>.<field>`). */
export const contentKey = (code: string, field: string) => `content.${code}.${field}`;
