import { appLanguages, type AppLanguages } from '../lib/app-content/app-languages';
import { contentVersion } from '../lib/app-content/content-version';
import { BoundedCache } from '../lib/bounded-cache';
import { AppSettingsEntity, type AppSettingsItem } from '../lib/entities/app-settings';
import { BeaconEntity, type BeaconItem } from '../lib/entities/beacon';
import { NewsEntity, type NewsItem } from '../lib/entities/news';
import { PoiEntity, type PoiItem } from '../lib/entities/poi';
import { PoiGroupEntity, type PoiGroupItem } from '../lib/entities/poi-group';
import { tenantBySlug } from '../lib/tenants';

/** A linked object's name as a visitor reads it: its name, else its inventory number. */
export type ObjectNames = ReadonlyMap<string, string>;

/**
 * A museum's app content at one content version: what every visitor-app answer is made from. It
 * is read once per version and container (a Query of each content partition; a museum's app holds
 * hundreds of POIs, not the collection's 100,000 objects), then kept: until the next save every
 * answer is made from memory, and a request whose ETag still matches reads only the version.
 */
export type ContentSnapshot = {
  tenant: string;
  /** The museum's name as its registry entry holds it (one name: the registry has no name per language). */
  museumName: string;
  version: number;
  languages: AppLanguages;
  settings: AppSettingsItem | undefined;
  groups: PoiGroupItem[];
  pois: PoiItem[];
  news: NewsItem[];
  /** Only the assigned ones: the app's beacon map. */
  beacons: BeaconItem[];
  /** The names of the objects POIs link to, by id (`views.ts`, `linkedObjects`). */
  objectNames: ObjectNames;
};

/** Museums per container, each at its latest version; an idle museum's copy goes after the time to live. */
const snapshots = new BoundedCache<Promise<ContentSnapshot>>(20, 15 * 60_000);
/** A save landing while the snapshot is read gives a mixed copy: read again, at most this often. */
const READ_TRIES = 3;

async function readAll(tenant: string, version: number): Promise<ContentSnapshot> {
  const all = { pages: 'all', consistent: true } as const;
  const [registry, languages, settings, groups, pois, news, beacons] = await Promise.all([
    tenantBySlug(tenant),
    appLanguages(tenant),
    AppSettingsEntity.get({ tenant }).go({ consistent: true }),
    PoiGroupEntity.query.byId({ tenant }).go(all),
    PoiEntity.query.byId({ tenant }).go(all),
    NewsEntity.query.byId({ tenant }).go(all),
    BeaconEntity.query.byId({ tenant }).go(all),
  ]);
  return {
    tenant,
    museumName: registry?.name ?? tenant,
    version,
    objectNames: await objectNames(tenant, pois.data),
    languages,
    settings: settings.data ?? undefined,
    groups: groups.data,
    pois: pois.data,
    news: news.data,
    beacons: beacons.data.filter((b) => b.poiId || b.groupId),
  };
}

/**
 * The linked objects' names, read with the snapshot (one BatchGet of the distinct ids). An
 * object's save does not move the app's content version, so a renamed object shows its new
 * name from the museum's next app change (docs/visitor-app.md, "Visitor web page").
 * The object entity loads only for a museum whose POIs link objects.
 */
async function objectNames(tenant: string, pois: readonly PoiItem[]): Promise<ObjectNames> {
  const ids = [...new Set(pois.flatMap((p) => (p.linkedItemIds ?? []) as string[]))];
  if (!ids.length) return new Map();
  const { CollectionObjectEntity } = await import('../lib/entities/collection-object');
  const { data } = await CollectionObjectEntity.get(ids.map((id) => ({ tenant, id }))).go({ attributes: ['id', 'objectName', 'inventoryNumber'], concurrency: 4 });
  return new Map(data.map((o) => [o.id, o.objectName || o.inventoryNumber]));
}

/** The content at `version` (the one just read) or later: from memory when this container has it. */
export function snapshotAt(tenant: string, version: number): Promise<ContentSnapshot> {
  const cached = snapshots.get(tenant);
  if (cached.found) {
    return cached.value.then((s) => (s.version >= version ? s : load(tenant, version)));
  }
  return load(tenant, version);
}

function load(tenant: string, version: number): Promise<ContentSnapshot> {
  const loading = (async () => {
    let at = version;
    for (let tries = 1; ; tries++) {
      const snapshot = await readAll(tenant, at);
      const after = await contentVersion(tenant);
      // Unchanged while reading: the copy is exactly that version. Otherwise read again, and label
      // a copy that kept moving with the older version (a delta from it repeats the newer saves,
      // which applying twice leaves as they are).
      if (after === at || tries >= READ_TRIES) return snapshot;
      at = after;
    }
  })();
  snapshots.set(tenant, loading);
  // A failed read is not kept (unless a newer read has taken its place meanwhile).
  loading.catch(() => {
    const cached = snapshots.get(tenant);
    if (cached.found && cached.value === loading) snapshots.delete(tenant);
  });
  return loading;
}
