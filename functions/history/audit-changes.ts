import type { FieldChange } from '../../shared/schemas/history';
import type { AuditEntity } from '../lib/entities/audit';
import { DataChangeEntity } from '../lib/entities/data-change';
import type { DataChangeEntry } from './change-store';
import { fieldChanges } from '../changes/field-changes';

type AuditRecord = Awaited<ReturnType<ReturnType<(typeof AuditEntity)['query']['byObject']>['go']>>['data'][number];

/**
 * How many of a record's newest entries get their field changes: a long history stays one batch
 * read (BatchGetItem takes 100 keys) and older entries still list who changed the record and when.
 */
export const ENRICHED_ENTRIES = 100;
/** Entries written before audit entries named their data change, searched for at once. */
const LEGACY_CONCURRENCY = 8;

/**
 * A record's history entries (newest first) with what each changed. Entries that name their
 * data-change entry read it in one BatchGetItem per 100; older ones find theirs in the museum's log
 * by the timestamp both were written with (one query of that millisecond each, never a scan).
 */
export async function withFieldChanges<A extends AuditRecord>(
  tenant: string,
  entries: readonly A[],
): Promise<(A & { changes?: FieldChange[]; foundChangeId?: string })[]> {
  const enriched = entries.slice(0, ENRICHED_ENTRIES).filter((e) => e.action !== 'delete');
  const found = new Map<string, DataChangeEntry>();
  const linked = enriched.filter((e) => e.changeId);
  if (linked.length) {
    const { data } = await DataChangeEntity.get(linked.map((e) => ({ tenant, timestamp: e.timestamp, id: e.changeId! }))).go({ concurrency: 4 });
    const byId = new Map(data.map((d) => [d.id, d]));
    for (const e of linked) {
      const change = byId.get(e.changeId!);
      if (change && change.entityId === e.objectId) found.set(e.id, change);
    }
  }
  const legacy = enriched.filter((e) => !e.changeId);
  for (let i = 0; i < legacy.length; i += LEGACY_CONCURRENCY) {
    await Promise.all(
      legacy.slice(i, i + LEGACY_CONCURRENCY).map(async (e) => {
        const change = await loggedWith(tenant, e);
        if (change) found.set(e.id, change);
      }),
    );
  }
  return entries.map((e) => {
    const change = found.get(e.id);
    // A legacy entry's change, once found, is named too: a restore from the panel needs its id.
    return change ? { ...e, changes: fieldChanges(change.oldValue, change.newValue), foundChangeId: change.id } : e;
  });
}

/** The data-change entry written in the same transaction as an audit entry that does not name it. */
async function loggedWith(tenant: string, entry: AuditRecord): Promise<DataChangeEntry | undefined> {
  // One transaction writes one timestamp on both; the sort key begins with it.
  const { data } = await DataChangeEntity.query.byTime({ tenant, timestamp: entry.timestamp }).go({ pages: 'all' });
  return data.find((d) => d.entityType === entry.objectType && d.entityId === entry.objectId && d.action.toLowerCase() === entry.action);
}
