import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportBatchItem } from '../lib/entities/import-batch';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let service: typeof import('./service');
beforeAll(async () => {
  service = await import('./service');
});

describe('a batch as the API answers it', () => {
  it('names refused rows by label, also for batches stored when they were named by inventory number', () => {
    const item = {
      tenant: 'museum', id: 'b1', kind: 'objects', fileName: 'a.csv', fileType: 'csv', fileKey: 'k', status: 'ROLLED_BACK',
      createdById: 'u1', createdBy: 'admin', version: 3,
      refused: [{ row: 2, inventoryNumber: 'A-1', reason: 'Edited after the import.' }, { row: 3, label: 'TR-1', reason: 'Edited.' }],
    } as unknown as ImportBatchItem;
    expect(service.toBatch(item).refused).toEqual([
      { row: 2, label: 'A-1', reason: 'Edited after the import.' },
      { row: 3, label: 'TR-1', reason: 'Edited.' },
    ]);
  });
});

describe('a step that stopped without finishing', () => {
  const now = 1_000_000;
  it('is the FAILED step, or a running step whose lease lapsed (or that never had one)', () => {
    expect(service.stoppedStep({ status: 'FAILED', step: 'commit' }, now)).toBe('commit');
    expect(service.stoppedStep({ status: 'FAILED', step: undefined }, now)).toBe('dry-run');
    expect(service.stoppedStep({ status: 'COMMITTING', step: 'commit', leaseUntil: now - 1 }, now)).toBe('commit');
    expect(service.stoppedStep({ status: 'ROLLING_BACK', step: 'rollback', leaseUntil: undefined }, now)).toBe('rollback');
  });
  it('is none while a worker holds the lease, or once the step is done', () => {
    expect(service.stoppedStep({ status: 'COMMITTING', step: 'commit', leaseUntil: now + 1 }, now)).toBeUndefined();
    expect(service.stoppedStep({ status: 'COMMITTED', step: 'commit', leaseUntil: now - 1 }, now)).toBeUndefined();
    expect(service.stoppedStep({ status: 'ANALYSED', step: 'dry-run' }, now)).toBeUndefined();
  });
});

describe('who is offered Resume', () => {
  const failed = { tenant: 'museum', id: 'b2', kind: 'objects', fileName: 'a.csv', fileType: 'csv', fileKey: 'k', status: 'FAILED', step: 'commit', createdById: 'u1', createdBy: 'starter', version: 4 } as unknown as ImportBatchItem;
  const as = (item: { read: boolean; write: boolean }) =>
    ({ tenant: 'museum', user: { id: 'u2' }, grant: { permissions: { user: { read: true, write: true }, item }, enabledFeatures: ['Item-Cataloging'] } }) as unknown as Parameters<typeof service.toBatch>[1];
  it('is whoever sees the stopped batch and may write its kind; a user administrator who may only read objects sees why it stopped', () => {
    expect(service.toBatch(failed, as({ read: true, write: true })).resumable).toBe(true);
    expect(service.toBatch(failed, as({ read: true, write: false })).resumable).toBe(false);
    expect(service.toBatch({ ...failed, status: 'COMMITTED' }, as({ read: true, write: true })).resumable).toBe(false);
  });
});
