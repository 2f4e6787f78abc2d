import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ImportStatus } from '../../../../shared/schemas/import';
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

/** A batch's status as the list and the batch page show it. */
export function ImportStatusIndicator({ status }: { status: ImportStatus }) {
  const t = useT();
  return <StatusIndicator type={LOOK[status]}>{t(`imports.status.${status}`)}</StatusIndicator>;
}

/** The statuses a job is working in: the page reads the batch again until it leaves them. */
export const RUNNING: readonly ImportStatus[] = ['ANALYSING', 'COMMITTING', 'ROLLING_BACK'];
