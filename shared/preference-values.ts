/**
 * The values of the console preferences, without their schemas: the user entity and the user
 * reads of every function need these, and only the profile function needs the schemas (and the
 * list columns' schema they carry), which would otherwise load on every cold start.
 */
export const CONSOLE_LANGUAGES = ['en', 'ar'] as const;
/** `Intl` calendar names: the Hijri dates the spec's museum keeps are Umm al-Qura's. */
export const CALENDARS = ['gregory', 'islamic-umalqura'] as const;
export const MODES = ['light', 'dark'] as const;
export const DENSITIES = ['comfortable', 'compact'] as const;

export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export type Calendar = (typeof CALENDARS)[number];
export type Mode = (typeof MODES)[number];
export type Density = (typeof DENSITIES)[number];

/** What a user who never chose gets. */
export const DEFAULT_PREFERENCES = {
  language: 'en',
  calendar: 'gregory',
  mode: 'light',
  density: 'comfortable',
} as const satisfies { language: ConsoleLanguage; calendar: Calendar; mode: Mode; density: Density };
