import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../modal-footer/modal-footer';
import { TEXTS } from '../../../../shared/constants';

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
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header="Delete"
      data-testid="confirm-delete"
      footer={<ModalFooter onCancel={onCancel} primaryLabel="OK" primaryTestId="confirm-delete-ok" busy={busy} onPrimary={onConfirm} />}
    >
      {TEXTS.confirmDelete}
    </Modal>
  );
}
