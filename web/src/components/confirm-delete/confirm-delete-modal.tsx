import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../modal-footer/modal-footer';
import { useT } from '../../i18n/use-t';

/** 'Sure to delete?' (spec 1 section 8) before any delete; nothing is sent until OK. */
export function ConfirmDeleteModal({
  visible,
  busy,
  onConfirm,
  onCancel,
}: {
  visible: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={t('common.delete')}
      data-testid="confirm-delete"
      footer={<ModalFooter onCancel={onCancel} primaryLabel={t('common.ok')} primaryTestId="confirm-delete-ok" busy={busy} onPrimary={onConfirm} />}
    >
      {t('common.confirmDelete')}
    </Modal>
  );
}
