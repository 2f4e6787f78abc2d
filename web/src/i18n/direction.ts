import type { ConsoleLanguage } from '../../../shared/schemas/preferences';

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: ConsoleLanguage): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}
