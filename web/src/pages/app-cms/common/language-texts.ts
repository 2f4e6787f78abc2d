import type { ContentRule } from '../../../../../shared/app-content/content-rules';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { contentKey, type AppLanguage } from './use-app-languages';

/** A form's texts per language code, as its tabs edit them. */
export type LanguageTexts<E> = Record<string, E>;

/** The stored content list as the form's map, each app language filled from `blank`. */
export function textsOf<E extends { language: string }, F>(content: readonly E[], languages: readonly AppLanguage[], fill: (entry: E | undefined) => F): LanguageTexts<F> {
  const byCode = new Map(content.map((c) => [c.language, c]));
  return Object.fromEntries(languages.map((l) => [l.code, fill(byCode.get(l.code))]));
}

/** Each app language's entry as the save sends it (stored languages the app no longer has are kept by the API). */
export function contentOf<F, E>(texts: LanguageTexts<F>, languages: readonly AppLanguage[], entry: (code: string, texts: F) => E): E[] {
  return languages.flatMap((l) => (texts[l.code] ? [entry(l.code, texts[l.code])] : []));
}

/** The spec's messages for missing texts (the rules the API also applies), keyed `content.<code>.<field>`. */
export function contentErrors<F>(texts: LanguageTexts<F>, languages: readonly AppLanguage[], rule: ContentRule<F>): FieldErrors {
  const errors: Record<string, string> = {};
  for (const l of languages) {
    const entry = texts[l.code];
    if (entry) for (const [field, message] of rule(entry, l.isDefault)) errors[contentKey(l.code, field)] = message;
  }
  return errors;
}
