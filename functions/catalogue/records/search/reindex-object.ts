import { createWriteTransaction } from 'electrodb/src/transaction.js';
import { RECORD_TYPES } from '../../../../shared/records/record-types';
import { RelatedRecordEntity } from '../../../lib/entities/related-record';
import { logger } from '../../../lib/logger';
import { recordSearchEntities, recordSearchWrites } from './record-search-writes';

const ENTITIES = { ...recordSearchEntities, record: RelatedRecordEntity };

/**
 * After an object's inventory number or name changed: its records' search documents carry the
 * old ones, so each is written again (its records, a few per object, read by the byObject index).
 * Each write is conditioned on the record still being at the version read: a record deleted or
 * saved meanwhile has written its own document, which a stale one must not overwrite (without the
 * check, a record deleted meanwhile came back as a document: counted in its list's total, never
 * found). Runs after the object's own transaction; one that fails is logged and found again by the
 * next save of the record (the object's save itself stands).
 */
export async function reindexObjectRecords(tenant: string, objectId: string, object: { inventoryNumber: string; objectName?: string | null }): Promise<number> {
  const { data } = await RelatedRecordEntity.query.byObject({ tenant, objectId }).go({ pages: 'all' });
  for (const record of data) {
    const type = RECORD_TYPES[record.type];
    try {
      await createWriteTransaction(ENTITIES, (e) => [
        e.record.check(record).where(({ version }, { eq }) => eq(version, record.version)).commit(),
        ...recordSearchWrites(e, tenant, type, record.id, { record, object }),
      ]).go();
    } catch (error) {
      logger.error('A record could not be reindexed after its object changed', { tenant, objectId, recordId: record.id, error });
    }
  }
  return data.length;
}
