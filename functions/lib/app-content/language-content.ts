import type { ContentRule as FieldRule } from '../../../shared/app-content/content-rules';
import { ValidationError } from '../errors';
import type { AppLanguages } from './app-languages';

/** One language's texts of a record (a POI's tab, a news item's, the app's About). */
export type LanguageEntry = { language: string };
export type { ContentRule as FieldRule } from '../../../shared/app-content/content-rules';

/**
 * The content a save stores (spec 2 sections 4 and 5):
 *  - each sent language must be one of the app's, or one the record already holds (a language
 *    removed from the app keeps its content, and a record read back may carry it);
 *  - the stored entries of languages the save does not send are kept (the console shows a tab
 *    only for the app's current languages);
 *  - `rules` name the fields each entry must have; the default language must have an entry.
 * Every missing field is reported at once, as `content.<language>.<field>`, and nothing is stored.
 */
export function mergeContent<E extends LanguageEntry>(sent: readonly E[], stored: readonly E[], languages: AppLanguages, rules: FieldRule<E>, blank: (language: string) => E): E[] {
  const held = new Set(stored.map((e) => e.language));
  const inApp = new Set(languages.codes);
  const stray = sent.find((e) => !inApp.has(e.language) && !held.has(e.language));
  if (stray) {
    const message = `${stray.language} is not one of the app's languages.`;
    throw new ValidationError(message, { content: message });
  }
  const sentCodes = new Set(sent.map((e) => e.language));
  const merged = [...sent, ...stored.filter((e) => !sentCodes.has(e.language))];
  const checked = languages.defaultCode && !sentCodes.has(languages.defaultCode) && !held.has(languages.defaultCode) ? [...merged, blank(languages.defaultCode)] : merged;
  const errors: Record<string, string> = {};
  for (const entry of checked) {
    for (const [field, message] of rules(entry, entry.language === languages.defaultCode)) errors[`content.${entry.language}.${field}`] = message;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
  return merged;
}

