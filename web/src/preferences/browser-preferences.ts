import { CONSOLE_LANGUAGES, DEFAULT_PREFERENCES, type ConsoleLanguage, type Preferences } from '../../../shared/schemas/preferences';

/** The first of the browser's languages the console speaks (`ar-QA` -> ar), else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): ConsoleLanguage {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const match = CONSOLE_LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return DEFAULT_PREFERENCES.language;
}

/** Before anyone signs in (the login screen), the console follows the browser's language. */
export function browserPreferences(): Preferences {
  return { ...DEFAULT_PREFERENCES, language: browserLanguage() };
}
