import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ModalFooter } from '../modal-footer/modal-footer';
import { useT } from '../../i18n/use-t';
import { deleteSummary } from './delete-summary';

/**
 * 'Sure to delete?' (spec 1 section 8) before any delete; nothing is sent until OK. With `names`
 * it also says what goes: the count and the first few (issue 32: a selection hidden by a new
 * search was deleted without anyone seeing it).
 */
export function ConfirmDeleteModal({
  visible,
  busy,
  names,
  onConfirm,
  onCancel,
}: {
  visible: boolean;
  busy?: boolean;
  names?: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const summary = names && deleteSummary(names);
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={t('common.delete')}
      data-testid="confirm-delete"
      footer={<ModalFooter onCancel={onCancel} primaryLabel={t('common.ok')} primaryTestId="confirm-delete-ok" busy={busy} onPrimary={onConfirm} />}
    >
      <SpaceBetween size="xs">
        <Box>{t('common.confirmDelete')}</Box>
        {summary && names.length > 0 && (
          <div data-testid="confirm-delete-what">
            <Box variant="p">{t('common.deleteCount', { count: names.length })}</Box>
            <ul>
              {summary.names.map((name, index) => (
                <li key={index}>
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
            {summary.more > 0 && <Box variant="p">{t('common.deleteMore', { count: summary.more })}</Box>}
          </div>
        )}
      </SpaceBetween>
    </Modal>
  );
}
