/**
 * "After save or delete, the list is refetched at page 0, size 10" (spec 2 section 4). A save
 * happens on a form, away from its list, while the list's page and size are kept in
 * sessionStorage; the save leaves this mark under the list's kept-state key and the list, when
 * it opens next, starts at page 0 of size 10 and removes the mark (its search and filters stay).
 */
const markKey = (storageKey: string) => `${storageKey}:saved`;

export function markListSaved(storageKey: string): void {
  try {
    sessionStorage.setItem(markKey(storageKey), '1');
  } catch {
    // Without storage nothing was kept either: the list opens at page 0 anyway.
  }
}

/** Read apart from removal: React may run a state initializer twice (StrictMode), and both must see it. */
export function isListSaved(storageKey: string): boolean {
  try {
    return sessionStorage.getItem(markKey(storageKey)) !== null;
  } catch {
    return false;
  }
}

export function clearListSaved(storageKey: string): void {
  try {
    sessionStorage.removeItem(markKey(storageKey));
  } catch {
    // Nothing was stored.
  }
}
