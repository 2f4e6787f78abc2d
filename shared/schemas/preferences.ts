import * as z from 'zod/mini';
import { responseSchema } from './common';
import { ListColumnsSchema } from './list-columns';
import { CALENDARS, CONSOLE_LANGUAGES, DENSITIES, MODES } from '../preference-values';

// The console preferences a user keeps with their profile and the console applies at sign-in:
// language (and with it the direction), calendar of the dates shown, light or dark mode, density.

export { CALENDARS, CONSOLE_LANGUAGES, DEFAULT_PREFERENCES, DENSITIES, MODES, type Calendar, type ConsoleLanguage, type Density, type Mode } from '../preference-values';

export const PREFERENCE_MESSAGES = {
  language: `Choose the console language: ${CONSOLE_LANGUAGES.join(' or ')}.`,
  calendar: `Choose the calendar: ${CALENDARS.join(' or ')}.`,
  mode: `Choose the mode: ${MODES.join(' or ')}.`,
  density: `Choose the density: ${DENSITIES.join(' or ')}.`,
} as const;

/**
 * POST /users/preferences: all four, always the caller's own (no id). No `version`: the save
 * patches only this attribute, so it cannot lose a concurrent edit of the user's other fields.
 * `columns` (issue 29) is optional: a list named there replaces that list's columns, a list not
 * named keeps its own, so the profile's save of the four never loses a list's columns.
 */
export const PreferencesUpdateSchema = z.object({
  language: z.enum(CONSOLE_LANGUAGES, PREFERENCE_MESSAGES.language),
  calendar: z.enum(CALENDARS, PREFERENCE_MESSAGES.calendar),
  mode: z.enum(MODES, PREFERENCE_MESSAGES.mode),
  density: z.enum(DENSITIES, PREFERENCE_MESSAGES.density),
  columns: z.optional(ListColumnsSchema),
});
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

/** The preferences as the API answers them, inside every user. */
export const PreferencesSchema = responseSchema(() =>
  z.object({
    language: z.enum(CONSOLE_LANGUAGES),
    calendar: z.enum(CALENDARS),
    mode: z.enum(MODES),
    density: z.enum(DENSITIES),
    /** The lists whose columns the user chose; a list not here shows its defaults. */
    columns: z.optional(ListColumnsSchema),
  }),
);
export type Preferences = z.infer<typeof PreferencesSchema>;
