import { useEffect, useState } from 'react';
import { ImportBatchSchema, type ImportBatch } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { RUNNING } from './import-status';

const parseBatch = (value: unknown) => ImportBatchSchema.parse(value);
/** How often a batch a job is working on is read again. */
const POLL_MS = 1000;

/** Where a batch's own routes are: an import's under /imports, a batch edit's under /batch-edits (issue 30). */
export const batchApiBase = (source: ImportBatch['source']) => (source === 'batch-edit' ? '/batch-edits' : '/imports');
export const batchApiPath = (batch: Pick<ImportBatch, 'id' | 'source'>) => `${batchApiBase(batch.source)}/${encodeURIComponent(batch.id)}`;

/** A batch, read again every second while a job works on it (dry run, commit, rollback). */
export function useBatch(path: string | undefined) {
  const query = useApiQuery(path, parseBatch);
  const batch = query.data;
  const running = batch ? RUNNING.includes(batch.status) : false;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(query.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, batch, query.reload]);
  return { ...query, batch, running };
}

/** Commit or roll back a batch from the version read (two clicks start one job), then read it again. */
export function useBatchStep(batch: ImportBatch | undefined, onChanged: () => void) {
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  // A batch edit's steps answer 202 (a job started); an import's answer 200.
  const step = (name: 'commit' | 'rollback') => act(async () => batch && api.post(`${batchApiPath(batch)}/${name}`, { version: batch.version }, { accepted: batch.source === 'batch-edit' }));
  return { busy, act, step };
}
