import type * as z from 'zod/mini';

/**
 * A list's page, size, search and filters kept across navigation (spec 2 sections 2 and 3: "Filters
 * persist across navigation", "List filter state per area"). Kept in sessionStorage, not in a
 * module-level store: it also survives a reload of the tab, each tab keeps its own, and it is gone
 * with the tab. The key names the signed-in user, so whoever signs in next at this browser starts
 * from the defaults rather than from someone else's search. What is read back is checked with the
 * list's schema: a stale or edited entry gives the defaults, never a broken screen.
 */
export function storedListStateKey(area: string, userId: string | undefined): string {
  return `list-state:${area}:${userId ?? 'anonymous'}`;
}

export function readListState<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): T {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return fallback;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    // Storage refused (private mode, quota) or malformed JSON: the list simply starts afresh.
    return fallback;
  }
}

export function writeListState(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the list still works; it just forgets its state on leaving.
  }
}

