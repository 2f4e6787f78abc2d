import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * A museum types an object's country as free text, mostly in English ("Qatar"). In the Arabic
 * console a name that is a country's English name (ISO 3166, as the browser's own region names
 * give it; case, accents and spacing aside) shows as that country's Arabic name; any other text,
 * an Arabic name the museum typed among them, shows as typed. The stored text never changes.
 */
const key = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();

/** Names in use for countries whose English name the browser spells otherwise. */
const FORMER_NAMES: Record<string, string> = {
  turkey: 'TR',
  'czech republic': 'CZ',
  swaziland: 'SZ',
  burma: 'MM',
  'ivory coast': 'CI',
  holland: 'NL',
  persia: 'IR',
  macedonia: 'MK',
  'cape verde': 'CV',
  usa: 'US',
  uk: 'GB',
};

let codesByName: Map<string, string> | undefined;
function englishNames(): Map<string, string> {
  if (codesByName) return codesByName;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  codesByName = new Map(Object.entries(FORMER_NAMES));
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (name && name !== code) codesByName.set(key(name), code);
    }
  }
  return codesByName;
}

export function countryName(typed: string, language: string): string {
  if (language === 'en') return typed;
  const code = englishNames().get(key(typed));
  return (code && new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code)) || typed;
}

/** `countryName` in the console's language. */
export function useCountryName(): (typed: string) => string {
  const { locale } = useIntl();
  return useMemo(() => (typed: string) => countryName(typed, locale), [locale]);
}
