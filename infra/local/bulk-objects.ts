import { randomUUID } from 'node:crypto';
import { dynamo } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { BatchWriteCommand } from '../../functions/lib/dynamodb/commands';
import { ObjectCreateSchema } from '../../shared/schemas/object';
import { CollectionObjectEntity } from '../../functions/lib/entities/collection-object';
import { CounterEntity } from '../../functions/lib/entities/counter';
import { ObjectSearchChangeEntity } from '../../functions/lib/entities/object-search-change';
import { ObjectSearchDocEntity } from '../../functions/lib/entities/object-search-doc';
import { UniqueValueEntity } from '../../functions/lib/entities/unique-value';
import { VocabularyValueEntity } from '../../functions/lib/entities/vocabulary-value';
import type { RegistryTenant } from '../../functions/lib/tenants';
import { objectFields, referencesOf, type ObjectRecord } from '../../functions/catalogue/objects/object-record';
import { OBJECT_COLLECTION } from '../../functions/catalogue/objects/search/object-search';
import { rebuildSearchIndex } from '../../functions/catalogue/objects/search/object-snapshot';
import { objectSearchDoc, storedDoc } from '../../functions/catalogue/objects/search/search-writes';
import { scopeOf } from '../../functions/lib/search/scoped-index';
import { CHANGE_LIFETIME_S } from '../../functions/lib/search/snapshot';
import { usageDeltas, type ValueRef } from '../../functions/catalogue/vocabularies/engine';
import { listValues } from '../../functions/catalogue/vocabularies/engine';
import { dropdownList } from '../../functions/catalogue/dropdowns/dropdown-lists';
import { DROPDOWN_TYPES } from '../../shared/dropdown-types';
import { itemTemplate } from './item-template';
import { addFactMoves, effectiveMoves, type CounterMove } from '../../functions/catalogue/dashboard-figures/object-facts';

/**
 * `npm run seed -- --objects N`: fills a museum for trials, fast. Each object is written as the
 * exact items a save writes (functions/catalogue/objects/object-saves.ts) but by BatchWrite instead of one
 * transaction per object: the record, the claim on its inventory number, its search document and
 * search change (so a console already running finds them at its next search); then the object
 * counters (the object count and the dashboard's) and each dropdown value's use count in one update each, and the search snapshot rebuilt
 * once. Unlike a save it writes NO activity-log entry per object: nobody edited them.
 *
 * Inventory numbers are S-000001 .. S-<N>; a number already claimed in the museum is skipped, so
 * a rerun adds only what is missing.
 */
export const BULK_SERIES = 'S-';
const NUMBER_DIGITS = 6;
const INVENTORY_NUMBER_KIND = 'inventoryNumber';
/**
 * Objects per round of BatchWrites: 4 items each, 25 a request, several requests at once. A round
 * stays well under the search's 5 s overlap, so a search during the run misses none of its changes.
 */
const ROUND = 1000;
const CONCURRENCY = 16;

export const bulkNumber = (n: number) => `${BULK_SERIES}${String(n).padStart(NUMBER_DIGITS, '0')}`;

/** A deterministic generator, so a run's words are reproducible from its seed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  /** A word of the list, the first ones far more often (r^3): a few common words, many rare. */
  const skewed = <T>(list: readonly T[]): T => list[Math.floor(list.length * next() ** 3)];
  const any = <T>(list: readonly T[]): T => list[Math.floor(list.length * next())];
  return { next, skewed, any };
}

const NOUNS = ['bowl', 'jar', 'ewer', 'plate', 'tile', 'lamp', 'box', 'coin', 'manuscript', 'carpet', 'robe', 'dagger', 'sword', 'helmet', 'astrolabe', 'incense burner', 'bottle', 'vase', 'mirror', 'seal', 'amulet', 'ring', 'bracelet', 'necklace', 'textile fragment', 'panel', 'door', 'chest', 'Qur’an stand', 'candlestick', 'basin', 'pen box', 'inkwell', 'bookbinding', 'photograph', 'map', 'globe', 'compass', 'saddle', 'pendant'];
const ADJECTIVES = ['bronze', 'brass', 'silver', 'gilded', 'glazed', 'lustre', 'carved', 'painted', 'inlaid', 'enamelled', 'woven', 'embroidered', 'engraved', 'cast', 'pierced', 'lacquered', 'marbled', 'illuminated', 'openwork', 'cobalt'];
const FRENCH = ['Céramique émaillée', 'Coffret en ivoire', 'Plat à décor floral', 'Lampe de mosquée', 'Épée damasquinée', 'Miroir en bronze', 'Carreau de revêtement', 'Vase à anses'];
const ARABIC_NAMES = ['مخطوطة', 'إبريق نحاسي', 'جرة فخارية', 'سيف', 'سجادة', 'مصباح', 'صندوق خشبي', 'عملة ذهبية', 'قلادة', 'مبخرة', 'ثوب مطرز', 'صحن', 'مرآة', 'خاتم'];
const ARABIC_WORDS = ['مزخرف', 'منقوش', 'مذهب', 'مطعم بالفضة', 'من العصر العباسي', 'من العصر المملوكي', 'بخط النسخ', 'بخط الثلث', 'من الفخار', 'من النحاس'];
const PLACES = ['Cairo', 'Damascus', 'Baghdad', 'Isfahan', 'Herat', 'Samarkand', 'Córdoba', 'Fès', 'Kairouan', 'Istanbul', 'Iznik', 'Tabriz', 'Mosul', 'Aleppo', 'Doha', 'Muscat', 'Zabid', 'Lahore', 'Delhi', 'Bukhara'];
const COUNTRIES = ['Egypt', 'Syria', 'Iraq', 'Iran', 'Turkey', 'Spain', 'Morocco', 'Tunisia', 'Qatar', 'Oman', 'Yemen', 'India', 'Uzbekistan', 'France', 'Italy'];
const AUTHORS = ['unknown maker', 'Ahmad ibn Husayn', 'Mahmud al-Kurdi', 'Ali ibn Hamud', 'Reza Abbasi', 'Mir Ali', 'Yaqut al-Musta‘simi', 'Hafiz Osman', 'Émile Gallé', 'Félix Bonfils', 'محمد بن علي', 'عبد الله الحسيني'];
const CENTURIES = ['9th century', '10th century', '11th century', '12th century', '13th century', '14th century', '15th century', '16th century', '17th century', '18th century', '19th century', '20th century'];

type Vocabulary = Record<'classification' | 'material' | 'technique' | 'location' | 'locationArea' | 'region', string[]> & {
  categories: Map<string, string[]>;
};

async function museumVocabulary(tenant: string): Promise<Vocabulary> {
  const ids = async (name: string) => {
    const type = DROPDOWN_TYPES.find((t) => t.name === name)!;
    const parent = DROPDOWN_TYPES.find((t) => t.child === name);
    return listValues(tenant, dropdownList(type, parent));
  };
  const categories = new Map<string, string[]>();
  for (const c of await ids('category')) if (c.parentId) categories.set(c.parentId, [...(categories.get(c.parentId) ?? []), c.id]);
  const pick = async (name: string) => (await ids(name)).map((v) => v.id);
  return {
    classification: await pick('classification'),
    material: await pick('material'),
    technique: await pick('technique'),
    location: await pick('location'),
    locationArea: await pick('locationArea'),
    region: await pick('region'),
    categories,
  };
}

/** One generated object's input (what a form would send), ~20% of them in Arabic. */
export function bulkInput(n: number, vocabulary: Vocabulary, random = generator(n * 2654435761)) {
  const { next, skewed, any } = random;
  const arabic = next() < 0.2;
  const french = !arabic && next() < 0.05;
  const noun = skewed(NOUNS);
  const adjective = skewed(ADJECTIVES);
  const place = skewed(PLACES);
  const objectName = arabic ? `${skewed(ARABIC_NAMES)} ${skewed(ARABIC_WORDS)}` : french ? skewed(FRENCH) : `${adjective[0].toUpperCase()}${adjective.slice(1)} ${noun}`;
  const description = arabic
    ? `${objectName} ${skewed(ARABIC_WORDS)}، ${any(ARABIC_WORDS)}.`
    : `${adjective[0].toUpperCase()}${adjective.slice(1)} ${noun} made in ${place}, ${skewed(ADJECTIVES)} decoration.`;
  const classification = vocabulary.classification.length ? skewed(vocabulary.classification) : undefined;
  const categories = classification ? vocabulary.categories.get(classification) : undefined;
  const year = 1990 + Math.floor(next() * 35);
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  const material = vocabulary.material.length ? [...new Set([skewed(vocabulary.material), ...(next() < 0.3 ? [any(vocabulary.material)] : [])])] : [];
  return ObjectCreateSchema.parse({
    inventoryNumber: bulkNumber(n),
    quantity: 1 + Math.floor(next() ** 4 * 12),
    objectName,
    ...(next() < 0.4 ? { objectTitle: arabic ? `${skewed(ARABIC_NAMES)} من ${any(['دمشق', 'القاهرة', 'بغداد', 'الدوحة'])}` : `The ${place} ${noun}` } : {}),
    ...(next() < 0.5 ? { author: skewed(AUTHORS) } : {}),
    description,
    ...(classification ? { classification } : {}),
    ...(categories?.length ? { category: any(categories) } : {}),
    material,
    technique: vocabulary.technique.length ? [skewed(vocabulary.technique)] : [],
    ...(vocabulary.location.length ? { location: skewed(vocabulary.location) } : {}),
    ...(vocabulary.locationArea.length ? { locationArea: any(vocabulary.locationArea) } : {}),
    ...(vocabulary.region.length ? { region: skewed(vocabulary.region) } : {}),
    country: skewed(COUNTRIES),
    city: place,
    century: skewed(CENTURIES),
    registrationDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    showcaseNumber: `SC-${1 + Math.floor(next() * 60)}`,
    length: Math.round(next() * 1000) / 10,
    width: Math.round(next() * 800) / 10,
    height: Math.round(next() * 600) / 10,
    weight: Math.round(next() * 50000),
  });
}

type PutRequest = { PutRequest: { Item: Record<string, unknown> } };

/**
 * Writes items 25 a BatchWrite, CONCURRENCY requests at once, until none is left unprocessed.
 * The raw command, not ElectroDB's batch put: it is several times slower at this volume.
 */
async function writeAll(items: Record<string, unknown>[]) {
  const batches: PutRequest[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++];
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo.send<{ UnprocessedItems?: Record<string, PutRequest[]> }>(
          new BatchWriteCommand({ RequestItems: { [config.tableName]: pending } }),
        );
        pending = out.UnprocessedItems?.[config.tableName] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function claimedBulkNumbers(tenant: string): Promise<Set<string>> {
  const { data } = await UniqueValueEntity.query
    .byValue({ tenant, kind: INVENTORY_NUMBER_KIND })
    .begins({ value: BULK_SERIES.toLowerCase() })
    .go({ pages: 'all', attributes: ['value'] });
  return new Set(data.map((c) => c.value.toLowerCase()));
}

export type BulkResult = { added: number; skipped: number; ms: number };

export async function bulkSeedObjects(registry: RegistryTenant, count: number, progress: (done: number, total: number) => void = () => undefined): Promise<BulkResult> {
  const started = Date.now();
  const tenant = registry.slug;
  const vocabulary = await museumVocabulary(tenant);
  const claimed = await claimedBulkNumbers(tenant);
  const numbers = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !claimed.has(bulkNumber(n).toLowerCase()));
  // Use counts summed as the rounds go (a list of every reference would hold ~10 per object).
  const uses = new Map<string, { ref: ValueRef; by: number }>();
  // The dashboard's counters (functions/catalogue/dashboard-figures/object-facts.ts), summed likewise.
  const figures = new Map<string, CounterMove>();
  const createdAt = new Date().toISOString();
  let done = 0;
  const objectItem = itemTemplate(CollectionObjectEntity, ['id', 'inventoryNumber', 'numberOrder'], { tenant, version: 1, createdAt });
  const docItem = itemTemplate(ObjectSearchDocEntity, ['id'], { scope: scopeOf(tenant, OBJECT_COLLECTION), terms: '', exact: {}, text: {}, number: '', sort: '', updatedAt: createdAt });
  const claimItem = itemTemplate(UniqueValueEntity, ['value', 'ownerId'], { tenant, kind: INVENTORY_NUMBER_KIND });
  for (let i = 0; i < numbers.length; i += ROUND) {
    const records: ObjectRecord[] = [];
    for (const n of numbers.slice(i, i + ROUND)) {
      const fields = objectFields(tenant, bulkInput(n, vocabulary));
      const record = { ...fields, tenant, id: randomUUID(), version: 1, createdAt } as ObjectRecord;
      records.push(record);
      addFactMoves(figures, undefined, record);
      for (const { ref, by } of usageDeltas(referencesOf(fields), [])) {
        const key = `${ref.list}\u0000${ref.id}`;
        uses.set(key, { ref, by: (uses.get(key)?.by ?? 0) + by });
      }
    }
    const now = new Date();
    const changedAt = now.toISOString();
    const expiresAt = Math.floor(now.getTime() / 1000) + CHANGE_LIFETIME_S;
    const changeItem = itemTemplate(ObjectSearchChangeEntity, ['id'], { scope: scopeOf(tenant, OBJECT_COLLECTION), changedAt, deleted: false, expiresAt });
    const claims = records.map((r) => claimItem({ value: r.inventoryNumber, ownerId: r.id }));
    const items: Record<string, unknown>[] = [];
    for (const r of records) {
      const { tenant: _t, id, inventoryNumber, numberOrder, version: _v, createdAt: _c, ...fields } = r;
      const stored = storedDoc(objectSearchDoc(id, r));
      items.push(objectItem({ id, inventoryNumber, numberOrder }, fields), docItem({ id }, { ...stored, updatedAt: changedAt }), changeItem({ id }, stored));
    }
    // The claims first: a run stopped half-way leaves no object whose number is unclaimed.
    await writeAll(claims);
    await writeAll(items);
    done += records.length;
    progress(done, numbers.length);
  }
  if (done) {
    for (const [name, move] of effectiveMoves(figures)) {
      const update = CounterEntity.update({ tenant, name }).add({ count: move.by });
      await (move.label ? update.set({ label: move.label }) : update).go();
    }
    for (const { ref, by } of uses.values()) {
      await VocabularyValueEntity.patch({ tenant, list: ref.list, id: ref.id }).add({ usage: by }).go();
    }
    await rebuildSearchIndex(tenant, { full: true });
  }
  return { added: done, skipped: count - numbers.length, ms: Date.now() - started };
}
