import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useT } from '../../../i18n/use-t';

/** Spec 2 sections 4 and 8: a saved file goes only with 'Yes & Save', which saves the form at once. */
export function RemoveSavedFileModal({ visible, busy, onConfirm, onCancel }: { visible: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={t('objectForm.media.confirmTitle')}
      data-testid="remove-saved-file"
      footer={<ModalFooter onCancel={onCancel} primaryLabel={t('objectForm.media.yesAndSave')} primaryTestId="remove-saved-file-ok" busy={busy} onPrimary={onConfirm} />}
    >
      {t('objectForm.media.confirmText')}
    </Modal>
  );
}
