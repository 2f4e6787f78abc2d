import { PreferencesUpdateSchema, type Preferences } from '../../../shared/schemas/preferences';

/**
 * The signed-in user's preferences, kept in this browser too, so a reload paints in the user's
 * language, direction and mode before the API has answered. `public/apply-preferences.js` reads
 * the same key before the first paint; the user record stays the source of truth.
 */
export const PREFERENCES_STORAGE_KEY = 'museum-console.preferences';

export function readStoredPreferences(storage: Storage = localStorage): Preferences | undefined {
  try {
    const parsed = PreferencesUpdateSchema.safeParse(JSON.parse(storage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function storePreferences(preferences: Preferences, storage: Storage = localStorage): void {
  try {
    storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or refused (private mode): the preferences still apply for this visit.
  }
}

export function forgetStoredPreferences(storage: Storage = localStorage): void {
  try {
    storage.removeItem(PREFERENCES_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
