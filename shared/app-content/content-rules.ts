import { APP_MESSAGES } from './constants';

/**
 * Which texts a language's content must hold (spec 2 section 5), for the API's checks and the
 * console's alike: a rule names each missing field with its message.
 */
export type ContentRule<E> = (entry: E, isDefault: boolean) => [field: keyof E & string, message: string][];

/** The fields of `names` that are empty in `entry`, each with its message. */
export function missing<E>(entry: E, names: readonly [keyof E & string, string][]): [keyof E & string, string][] {
  return names.filter(([field]) => {
    const value = entry[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

type Texts = { title?: string | null; description?: string | null };

/** A POI: title and description on the default language, and on any language published. */
export const poiContentRule: ContentRule<Texts & { state?: string }> = (entry, isDefault) =>
  isDefault || entry.state === 'PUBLISHED'
    ? missing(entry, [
        ['title', APP_MESSAGES.titleRequired],
        ['description', APP_MESSAGES.descriptionRequired],
      ])
    : [];

/** News: title and description on the default language. */
export const newsContentRule: ContentRule<Texts> = (entry, isDefault) =>
  isDefault
    ? missing(entry, [
        ['title', APP_MESSAGES.titleRequired],
        ['description', APP_MESSAGES.descriptionRequired],
      ])
    : [];

/** The app's About: required on the default language. */
export const aboutContentRule: ContentRule<{ description?: string | null }> = (entry, isDefault) =>
  isDefault ? missing(entry, [['description', APP_MESSAGES.aboutRequired]]) : [];
