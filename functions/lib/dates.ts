/** lastSeen and similar stamps as the spec shows them: YYYY-MM-DD HH:mm:ss (UTC). */
export function dateTime(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  return iso.slice(0, 19).replace('T', ' ');
}
