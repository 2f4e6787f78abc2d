import { applyDensity, applyMode, Density, Mode } from '@cloudscape-design/global-styles';
import type { Preferences } from '../../../shared/schemas/preferences';
import { directionOf } from '../i18n/direction';

/**
 * Language, direction, mode and density live on <html>: Cloudscape reads the direction from the
 * computed style of each component (its bidirectional support) and the mode and density classes
 * from an ancestor, so portals (dropdowns, modals) follow too. public/apply-preferences.js does
 * the same before the first paint; a unit test keeps the two in step.
 */
export function applyToDocument(preferences: Omit<Preferences, 'calendar'>, root: HTMLElement = document.documentElement): void {
  root.lang = preferences.language;
  root.dir = directionOf(preferences.language);
  applyMode(preferences.mode === 'dark' ? Mode.Dark : Mode.Light, root);
  applyDensity(preferences.density === 'compact' ? Density.Compact : Density.Comfortable, root);
}
