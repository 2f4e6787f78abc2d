import { StaleVersionError } from './errors';

/**
 * A delete may name the version of each record it read (`?id=a,b&version=3,1`); then a record
 * that changed since is not deleted (409), as an update at a stale version is not made. The
 * spec's delete names ids only: without versions, the current record goes.
 */
export function checkDeleteVersions(
  records: readonly { id: string; version: number }[],
  ids: readonly string[],
  versions: readonly number[] | undefined,
  entity: string,
): void {
  if (!versions) return;
  const expected = new Map(ids.map((id, i) => [id, versions[i]]));
  for (const record of records) {
    if (expected.get(record.id) !== record.version) throw new StaleVersionError(entity);
  }
}
