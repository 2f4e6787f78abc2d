import type { DeltaBundle, FullBundle } from '../schemas/visitor-app';

type WithId = { id: string };

/** Puts `upserts` over `list` by id and drops `deleted`, ordered by id as the server orders a full bundle. */
function merge<T extends WithId>(list: readonly T[], upserts: readonly T[], deleted: readonly string[]): T[] {
  const byId = new Map(list.map((item) => [item.id, item]));
  for (const id of deleted) byId.delete(id);
  for (const item of upserts) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The bundle an app holds brought up to the delta's version: what a visitor app does with
 * `GET /app/v1/bundles/{language}?since=<its version>`. A full answer (the delta was too long, or
 * the app's version unknown) simply replaces the bundle. The result equals the full bundle of the
 * new version (the integration suite checks it).
 */
export function applyBundleDelta(bundle: FullBundle, answer: FullBundle | DeltaBundle): FullBundle {
  if (answer.kind === 'full') return answer;
  if (answer.since !== bundle.contentVersion || answer.language !== bundle.language) {
    throw new Error(`The delta is from version ${answer.since} (${answer.language}); the bundle is at ${bundle.contentVersion} (${bundle.language}).`);
  }
  return {
    ...bundle,
    contentVersion: answer.contentVersion,
    config: answer.config ?? bundle.config,
    beacons: answer.beacons ?? bundle.beacons,
    groups: merge(bundle.groups, answer.upserts.groups, answer.deletions.groups),
    pois: merge(bundle.pois, answer.upserts.pois, answer.deletions.pois),
    news: merge(bundle.news, answer.upserts.news, answer.deletions.news),
  };
}
