import { applyDensity, applyMode, Density, Mode } from '@cloudscape-design/global-styles';
import type { Preferences } from '../../../shared/schemas/preferences';
import { directionOf } from '../i18n/direction';

/**
 * Language and direction live on <html>: Cloudscape reads the direction from the computed style
 * of each component (its bidirectional support). Mode and density are classes on <body>, where
 * Cloudscape declares its light tokens (a class on <html> would lose to them); portals
 * (dropdowns, modals) are in <body> too. public/apply-preferences.js does the same before the
 * first paint; a unit test keeps the two in step.
 */
export function applyToDocument(preferences: Omit<Preferences, 'calendar'>, root: HTMLElement = document.documentElement, body: HTMLElement = document.body): void {
  root.lang = preferences.language;
  root.dir = directionOf(preferences.language);
  applyMode(preferences.mode === 'dark' ? Mode.Dark : Mode.Light, body);
  applyDensity(preferences.density === 'compact' ? Density.Compact : Density.Comfortable, body);
}
