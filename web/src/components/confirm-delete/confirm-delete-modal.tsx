import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
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
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={onConfirm} data-testid="confirm-delete-ok">
              OK
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {TEXTS.confirmDelete}
    </Modal>
  );
}
