import { describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../../../shared/schemas/import';
import { stoppedIn } from './stopped-job';

const batch = (over: Partial<ImportBatch>) => ({ status: 'COMMITTING', step: 'commit', stalled: false, reason: null, ...over }) as ImportBatch;

describe('the step the batch page offers to resume', () => {
  it('is a failed commit or rollback, a stalled step, or a dry run whose worker died', () => {
    expect(stoppedIn(batch({ status: 'FAILED', step: 'commit' }))).toBe('commit');
    expect(stoppedIn(batch({ status: 'FAILED', step: 'rollback' }))).toBe('rollback');
    expect(stoppedIn(batch({ status: 'COMMITTING', stalled: true }))).toBe('commit');
    expect(stoppedIn(batch({ status: 'FAILED', step: 'dry-run', reason: 'The jobs worker process stopped (SIGKILL).' }))).toBe('dry-run');
  });

  it('is none while the step runs, or when a dry run refused the file (its message says what to fix)', () => {
    expect(stoppedIn(batch({ status: 'COMMITTING' }))).toBeUndefined();
    expect(stoppedIn(batch({ status: 'FAILED', step: 'dry-run' }))).toBeUndefined();
    expect(stoppedIn(batch({ status: 'FAILED', step: null }))).toBeUndefined();
  });
});
