import type { IsoLanguage } from '../../shared/schemas/vocabulary';
import NAMES from './iso-639-1-names.json' with { type: 'json' };

/**
 * The ISO 639-1 languages: codes and English names as the maintained `iso-639-1` package has
 * them, copied by `npm run iso-languages` and checked against the package by the unit tests. A
 * copy, because the package also carries every native name, which no route serves and which
 * would make up a tenth of the languages function. The code is the id: it never changes, so a
 * stored language keeps meaning the same thing.
 */
const byCode = new Map<string, IsoLanguage>(Object.entries(NAMES).map(([code, title]) => [code, { id: code, code, title }]));

export function isoLanguage(code: string): IsoLanguage | undefined {
  return byCode.get(code);
}

let sorted: readonly IsoLanguage[] | undefined;

/** Every language by title; sorted when first asked for, since only the ISO list route needs it. */
export function isoLanguages(): readonly IsoLanguage[] {
  sorted ??= [...byCode.values()].sort((a, b) => (sortKey(a.title) < sortKey(b.title) ? -1 : 1));
  return sorted;
}

/**
 * English names, five with a diacritic (Māori, Volapük): sorted by their letters without the
 * marks, as `localeCompare` would, without starting ICU's collator.
 */
function sortKey(title: string): string {
  return title.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
