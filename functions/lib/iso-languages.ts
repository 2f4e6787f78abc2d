import ISO6391 from 'iso-639-1';
import type { IsoLanguage } from '../../shared/schemas/vocabulary';

/**
 * The ISO 639-1 languages from the maintained `iso-639-1` package (never typed by hand). The
 * code is the id: it never changes, so a stored language keeps meaning the same thing.
 */
const byCode = new Map<string, IsoLanguage>(ISO6391.getAllCodes().map((code) => [code, { id: code, code, title: ISO6391.getName(code) }]));

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
