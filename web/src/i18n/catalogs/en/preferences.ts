import { PREFERENCE_MESSAGES } from '../../../../../shared/schemas/preferences';

/** The profile's Preferences tab: the console's language, calendar, mode and density. */
export const preferences = {
  'preferences.header': 'Console preferences',
  'preferences.description': 'How the console looks for you, on any computer you sign in to.',
  'preferences.language': 'Language',
  // Each language is named in itself, whatever the console's language.
  'preferences.language.en': 'English',
  'preferences.language.ar': 'العربية',
  'preferences.calendar': 'Calendar',
  'preferences.calendar.description': 'The calendar of the dates the console shows.',
  'preferences.calendar.gregory': 'Gregorian',
  'preferences.calendar.islamic-umalqura': 'Hijri (Umm al-Qura)',
  'preferences.mode': 'Mode',
  'preferences.mode.light': 'Light',
  'preferences.mode.dark': 'Dark',
  'preferences.density': 'Density',
  'preferences.density.comfortable': 'Comfortable',
  'preferences.density.compact': 'Compact',
  'preferences.validation.language': PREFERENCE_MESSAGES.language,
  'preferences.validation.calendar': PREFERENCE_MESSAGES.calendar,
  'preferences.validation.mode': PREFERENCE_MESSAGES.mode,
  'preferences.validation.density': PREFERENCE_MESSAGES.density,
} as const;
