import { isDeepStrictEqual } from 'node:util';
import type { TransactWriteEntities } from 'electrodb';
import { createWriteTransaction } from 'electrodb/src/transaction.js';
import { RECORD_TYPES } from '../../../shared/records/record-types';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { ObjectSearchDocEntity } from '../../lib/entities/object-search-doc';
import { RelatedRecordEntity } from '../../lib/entities/related-record';
import type { SearchDoc } from '../../lib/search/search-doc';
import type { Committed } from '../../lib/transaction-types';
import { searchEntities, searchWrites } from '../../lib/search/search-writes';
import { refreshSnapshot, type RefreshResult } from '../../lib/search/snapshot';
import { fromStored } from '../../lib/search/snapshot-codec';
import { objectsScope } from '../objects/search/object-search';
import { rebuildSearchIndex } from '../objects/search/object-snapshot';
import { objectSearchDoc } from '../objects/search/object-search-doc';
import { recordSearchDoc } from '../records/search/record-search-doc';
import { recordScope } from '../records/search/record-search';

/**
 * The operator's reindex (`npm run reindex`): writes again every search document of a museum
 * (objects and each record type's) that differs from what a save would write now: documents saved
 * before a change to the document (issue 29's sort `keys`) sort wrongly until then. It reads a
 * whole museum, so it is a command, never a request path. The documents come from the saves' own
 * builders and are written with the saves' own writes (document and change), so warm functions
 * merge them on their next search; the snapshot is refreshed at the end for the cold ones.
 *
 * Each write holds the version of the object or record it was built from: one saved meanwhile has
 * written its own, current document, which a stale one must not overwrite (it is counted `busy`).
 */
export type ReindexReport = { read: number; rewritten: number; busy: number; snapshots: (RefreshResult & { scope: string })[] };

/** Page size of the reads: DynamoDB Local slows page after page in 1 MB pages of a large partition (snapshot.ts). */
const PAGE = 1000;
/** Documents per transaction: each is three items (the version check, the document, its change), 100 at most. */
const PER_TRANSACTION = 33;
/** Transactions in flight at once. */
const PARALLEL = 4;

const ENTITIES = { ...searchEntities, object: CollectionObjectEntity, record: RelatedRecordEntity };
type Entities = TransactWriteEntities<typeof ENTITIES>;
/** A document to write, and the check that what it was built from is unchanged. */
type Pending = { doc: SearchDoc; check: (e: Entities) => Committed };

/** Every page of a Query, one page at a time. */
async function* pages<T>(read: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>) {
  let cursor: string | null = null;
  do {
    const page: { data: T[]; cursor: string | null } = await read(cursor);
    yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

async function storedDocs(scope: string): Promise<Map<string, SearchDoc>> {
  const docs = new Map<string, SearchDoc>();
  for await (const data of pages((cursor) => ObjectSearchDocEntity.query.byId({ scope }).go({ cursor, limit: PAGE, consistent: true }))) {
    for (const item of data) docs.set(item.id, fromStored(item));
  }
  return docs;
}

/** A stored document says what the built one says (an empty `keys` is none: the codec drops it). */
function same(stored: SearchDoc | undefined, built: SearchDoc): boolean {
  const plain = ({ keys, ...doc }: SearchDoc) => (keys && Object.keys(keys).length ? { ...doc, keys } : doc);
  return !!stored && isDeepStrictEqual(plain(stored), plain(built));
}

/** One scope's rewrites: the documents that differ, written in transactions of PER_TRANSACTION, PARALLEL at once. */
class ScopeWriter {
  read = 0;
  rewritten = 0;
  busy = 0;
  private readonly queue: Pending[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly scope: string,
    private readonly stored: Map<string, SearchDoc>,
    private readonly write: boolean,
  ) {}

  async offer(doc: SearchDoc, check: Pending['check']) {
    this.read += 1;
    if (same(this.stored.get(doc.id), doc)) return;
    this.rewritten += 1;
    if (!this.write) return;
    this.queue.push({ doc, check });
    if (this.queue.length >= PER_TRANSACTION) await this.send(this.queue.splice(0));
  }

  async done() {
    if (this.queue.length) await this.send(this.queue.splice(0));
    await Promise.all(this.inFlight);
  }

  private async send(batch: Pending[]) {
    while (this.inFlight.size >= PARALLEL) await Promise.race(this.inFlight);
    const sent = this.commit(batch).finally(() => this.inFlight.delete(sent));
    this.inFlight.add(sent);
  }

  private async commit(batch: Pending[]): Promise<void> {
    const now = new Date();
    const { canceled } = await createWriteTransaction(ENTITIES, (e) => batch.flatMap((p) => [p.check(e), ...searchWrites(e, this.scope, p.doc.id, p.doc, now)])).go();
    if (!canceled) return;
    // One saved meanwhile cancels its whole batch: each goes again alone, and only it stays out.
    if (batch.length > 1) {
      for (const p of batch) await this.commit([p]);
      return;
    }
    this.busy += 1;
    this.rewritten -= 1;
  }
}

export async function reindex(tenant: string, options: { write: boolean }): Promise<ReindexReport> {
  const stored = await storedDocs(objectsScope(tenant));
  const objects = new ScopeWriter(objectsScope(tenant), stored, options.write);
  const named = new Map<string, { inventoryNumber: string; objectName?: string | null }>();
  for await (const data of pages((cursor) => CollectionObjectEntity.query.byId({ tenant }).go({ cursor, limit: PAGE }))) {
    for (const object of data) {
      named.set(object.id, { inventoryNumber: object.inventoryNumber, objectName: object.objectName ?? null });
      // A document with its last change keeps it. An older one takes the creation while the object
      // was never saved again (version 1), else `updatedAt`: a record's tally patch moves that too,
      // so it may be later than the last change, never earlier.
      const changedAt = stored.get(object.id)?.keys?.changed ?? (object.version === 1 ? object.createdAt : object.updatedAt) ?? object.createdAt;
      const check = (e: Entities) => e.object.check({ tenant, id: object.id }).where(({ version }, { eq }) => eq(version, object.version)).commit();
      await objects.offer(objectSearchDoc(object.id, object, typeof changedAt === 'string' ? changedAt : undefined), check);
    }
  }
  await objects.done();
  const writers = [objects];
  for (const type of Object.values(RECORD_TYPES)) {
    const records = new ScopeWriter(recordScope(tenant, type), await storedDocs(recordScope(tenant, type)), options.write);
    for await (const data of pages((cursor) => RelatedRecordEntity.query.byId({ tenant, type: type.name }).go({ cursor, limit: PAGE }))) {
      for (const record of data) {
        const check = (e: Entities) => e.record.check(record).where(({ version }, { eq }) => eq(version, record.version)).commit();
        await records.offer(recordSearchDoc(type, { record, object: named.get(record.objectId) ?? { inventoryNumber: '' } }), check);
      }
    }
    await records.done();
    writers.push(records);
  }
  const snapshots: ReindexReport['snapshots'] = [];
  if (options.write) for (const w of writers) if (w.rewritten) snapshots.push({ scope: w.scope, ...(await (w === objects ? rebuildSearchIndex(tenant) : refreshSnapshot(w.scope))) });
  const sum = (k: 'read' | 'rewritten' | 'busy') => writers.reduce((n, w) => n + w[k], 0);
  return { read: sum('read'), rewritten: sum('rewritten'), busy: sum('busy'), snapshots };
}
