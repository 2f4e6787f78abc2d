/**
 * The user list's orders. Spec 1 sorts the list "by id" by default, which in the spec's system
 * is creation order; ids here are Cognito's random `sub`, so the directory keeps each user under
 * a time-ordered key: the creation time (base-36 milliseconds, fixed width, so text order is time
 * order) before the id. Short, so the directory item still holds thousands of users.
 */
const SEPARATOR = '.';

export function directoryEntry(createdAt: string, id: string): string {
  return `${Date.parse(createdAt).toString(36).padStart(9, '0')}${SEPARATOR}${id}`;
}

/** The user id of a directory entry; entries written before creation order are the bare id. */
export function idOfEntry(entry: string): string {
  const at = entry.indexOf(SEPARATOR);
  return at < 0 ? entry : entry.slice(at + 1);
}

/** Directory entries in creation order, as user ids (bare ids, the oldest users, come first). */
export function idsInCreationOrder(entries: Iterable<string>, descending = false): string[] {
  const ids = [...entries].sort((a, b) => rank(a).localeCompare(rank(b)) || (a < b ? -1 : a > b ? 1 : 0)).map(idOfEntry);
  return descending ? ids.reverse() : ids;
}

// A bare id has no time: it sorts before every timed entry.
const rank = (entry: string) => (entry.includes(SEPARATOR) ? entry : '');

export type UserSortField = 'id' | 'name' | 'username' | 'email';
export type SortableUser = { id: string; name: string; username: string; email: string; createdAt?: string };

let collator: Intl.Collator | undefined;

/**
 * Users sorted as `sort=field[,asc|desc]` asks (Spring's form): by id means creation order; the
 * texts compare as people read them (case and accents aside), ties in creation order.
 */
export function sortUsers<U extends SortableUser>(users: readonly U[], field: UserSortField, descending = false): U[] {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const created = (u: U) => (u.createdAt ? directoryEntry(u.createdAt, u.id) : u.id);
  const byCreation = (a: U, b: U) => (created(a) < created(b) ? -1 : created(a) > created(b) ? 1 : 0);
  const compare = field === 'id' ? byCreation : (a: U, b: U) => collator!.compare(a[field], b[field]) || byCreation(a, b);
  const sorted = [...users].sort(compare);
  return descending ? sorted.reverse() : sorted;
}
