import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ImportBatch } from '../../../../shared/schemas/import';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useT } from '../../i18n/use-t';

/** The step of a batch that stopped without finishing: FAILED, or running with no live worker (its lease lapsed). */
export function stoppedIn(batch: ImportBatch) {
  const step = batch.step ?? 'dry-run';
  if (batch.stalled) return step;
  if (batch.status !== 'FAILED') return undefined;
  // A dry run refused for what the file holds did not stop: its message says what to fix.
  return step === 'dry-run' && !batch.reason ? undefined : step;
}

/**
 * Why the batch's step stopped, and Resume for whoever may take it up (the batch's starter or a
 * user administrator, with write on its kind): the step goes on exactly where its ledger says.
 */
export function StoppedJob({ batch, onResumed }: { batch: ImportBatch; onResumed: () => void }) {
  const t = useT();
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [busy, setBusy] = useState(false);
  const step = stoppedIn(batch);
  if (!step) return null;
  const resume = async () => {
    setBusy(true);
    try {
      // A batch edit has no resume route of its own: it is an import batch, resumed as one.
      await api.post(`/imports/${encodeURIComponent(batch.id)}/resume`, { version: batch.version });
      onResumed();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type={batch.stalled ? 'warning' : 'error'}
      data-testid="import-stopped"
      header={t(batch.stalled ? 'imports.stalled.title' : 'imports.stopped.title', { step })}
      action={
        batch.resumable && (
          <Button onClick={() => void resume()} loading={busy} data-testid="import-resume">
            {t('imports.resume')}
          </Button>
        )
      }
    >
      <SpaceBetween size="xxs">
        <span>{t(batch.stalled ? 'imports.stalled.body' : 'imports.stopped.body')}</span>
        {/* The platform's own words (an error, a signal), in English: the message isolates them, so they keep their order in Arabic. */}
        {batch.reason && <span data-testid="import-stopped-reason">{t('imports.stopped.reason', { reason: batch.reason })}</span>}
        {!batch.resumable && <span>{t('imports.resumeNeedsWrite')}</span>}
      </SpaceBetween>
    </Alert>
  );
}
