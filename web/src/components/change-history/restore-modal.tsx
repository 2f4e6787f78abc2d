import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { RestorePreviewSchema } from '../../../../shared/schemas/restore';
import { ApiError } from '../../api/api-error';
import { useApi } from '../../api/api-context';
import { useApiQuery } from '../../api/use-api-query';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { useT } from '../../i18n/use-t';
import { useNotifications } from '../../notifications/notifications-context';
import { formatTimestamp } from '../date-time/date-time';
import { useDateDisplay } from '../date-time/use-date-display';
import { ModalFooter } from '../modal-footer/modal-footer';
import { FieldChangesList } from './field-changes-list';

const parsePreview = (value: unknown) => RestorePreviewSchema.parse(value);

/** A change of the log a record can be restored to: its id and its time (the log's key). */
export type RestorableChange = { changeId: string; timestamp: string };

/**
 * Restore from history (docs/restore.md): the record as it was after `change`, previewed as the
 * fields it would change from today's values, then saved as a new version at the version the
 * preview read. Someone's save in between is a 409 whose notice says to reload; nothing is lost.
 */
export function RestoreModal({ change, objectType, onClose, onRestored }: { change: RestorableChange; objectType: string; onClose: () => void; onRestored: () => void }) {
  const t = useT();
  const api = useApi();
  const display = useDateDisplay();
  const notifyError = useNotifyQueryError();
  const { notify } = useNotifications();
  const path = `/data-changes/${encodeURIComponent(change.changeId)}`;
  const preview = useApiQuery(`${path}/restore-preview`, parsePreview, { at: change.timestamp });
  const [busy, setBusy] = useState(false);
  // Why the save was refused (a save since the preview, a number taken), kept beside the preview.
  const [refusal, setRefusal] = useState<string>();
  const date = formatTimestamp(change.timestamp, display);

  const restore = async () => {
    if (!preview.data) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await api.post(`${path}/restore`, { version: preview.data.version }, { query: { at: change.timestamp } });
      notify({ type: 'success', header: (tr) => tr('notice.successTitle'), content: (tr) => tr('access.restore.done', { date }), durationMs: 4_500 });
      onRestored();
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.body.debugMessage);
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const data = preview.data;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('access.restore.title', { date })}
      data-testid="restore-modal"
      footer={<ModalFooter onCancel={onClose} primaryLabel={t('access.restore.confirm')} primaryTestId="restore-confirm" busy={busy} disabled={!data} onPrimary={restore} />}
    >
      {preview.loading ? (
        <StatusIndicator type="loading">{t('common.loading')}</StatusIndicator>
      ) : preview.error || !data ? (
        <StatusIndicator type="error">{t('access.restore.refused')}</StatusIndicator>
      ) : (
        <SpaceBetween size="s">
          {data.version === null && <Box data-testid="restore-deleted">{t('access.restore.deleted')}</Box>}
          {data.changes.length ? (
            <SpaceBetween size="xxs">
              <Box>{t('access.restore.intro')}</Box>
              <div data-testid="restore-preview">
                <FieldChangesList changes={data.changes} objectType={objectType} />
              </div>
            </SpaceBetween>
          ) : (
            <Box data-testid="restore-same">{t('access.restore.same')}</Box>
          )}
          {refusal && (
            <StatusIndicator type="error" data-testid="restore-refusal">
              {refusal}
            </StatusIndicator>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
