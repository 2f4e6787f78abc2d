import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { IsoLanguage } from '../../../../../shared/schemas/vocabulary';

type Named = Pick<IsoLanguage, 'code' | 'title'>;

/**
 * An ISO 639-1 language's name in the console's language. The API sends the English names of
 * the ISO list, which the English console shows as they are (the spec's and the staff's words);
 * other languages take the browser's own name for the code (`Intl.DisplayNames`), and the
 * English name when the browser has none.
 */
export function useLanguageName(): (language: Named) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    if (locale.startsWith('en')) return (language: Named) => language.title;
    const names = displayNames(locale);
    return (language: Named) => {
      try {
        return names?.of(language.code) ?? language.title;
      } catch {
        // A code Intl does not take (not a well-formed BCP 47 subtag).
        return language.title;
      }
    };
  }, [locale]);
}

function displayNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  } catch {
    return undefined;
  }
}
