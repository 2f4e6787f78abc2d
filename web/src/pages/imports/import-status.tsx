import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ImportBatch, ImportStatus } from '../../../../shared/schemas/import';
import { batchTexts } from './batch-texts';
import { useT } from '../../i18n/use-t';

const LOOK: Record<ImportStatus, StatusIndicatorProps.Type> = {
  UPLOADING: 'pending',
  ANALYSING: 'in-progress',
  ANALYSED: 'info',
  COMMITTING: 'in-progress',
  COMMITTED: 'success',
  ROLLING_BACK: 'in-progress',
  ROLLED_BACK: 'stopped',
  FAILED: 'error',
};

/** A batch's status as the list and the batch page show it, in a batch edit's own words for it. */
export function ImportStatusIndicator({ status, source = 'file' }: { status: ImportStatus; source?: ImportBatch['source'] }) {
  const t = useT();
  return <StatusIndicator type={LOOK[status]}>{t(batchTexts(source).status(status))}</StatusIndicator>;
}

/** The statuses a job is working in: the page reads the batch again until it leaves them. */
export const RUNNING: readonly ImportStatus[] = ['ANALYSING', 'COMMITTING', 'ROLLING_BACK'];
