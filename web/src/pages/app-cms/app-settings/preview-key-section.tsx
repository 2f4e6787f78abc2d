import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { PreviewKeySchema } from '../../../../../shared/schemas/app-settings';
import { PREVIEW_KEY_HEADER } from '../../../../../shared/visitor-app/constants';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useT } from '../../../i18n/use-t';
import { KeyHint, SecretKeyModal } from '../gateways/secret-key-modal';

/**
 * The preview key of the museum's test builds of the app: while preview mode is on, a request
 * that carries it sees drafts. Shown once when made; a new one ends the old at once.
 */
export function PreviewKeySection({ hint, mayWrite, onRotated }: { hint: string | null; mayWrite: boolean; onRotated: () => void }) {
  const t = useT();
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string>();

  const rotate = async () => {
    setBusy(true);
    try {
      setKey(PreviewKeySchema.parse(await api.post('/app-settings/preview-key', {})).previewKey);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('appCms.previewKey.hint', { header: PREVIEW_KEY_HEADER })}
          actions={
            mayWrite && (
              <Button onClick={() => (hint ? setConfirming(true) : void rotate())} loading={busy && !confirming} data-testid="preview-key-rotate">
                {t(hint ? 'appCms.previewKey.rotate' : 'appCms.previewKey.create')}
              </Button>
            )
          }
        >
          {t('appCms.previewKey.title')}
        </Header>
      }
    >
      <Box data-testid="preview-key-hint">{hint ? <KeyHint hint={hint} /> : t('appCms.previewKey.none')}</Box>
      {confirming && (
        <Modal
          visible
          onDismiss={() => setConfirming(false)}
          header={t('appCms.previewKey.rotate')}
          footer={<ModalFooter onCancel={() => setConfirming(false)} onPrimary={() => void rotate()} primaryLabel={t('common.yes')} primaryTestId="preview-key-rotate-confirm" busy={busy} />}
        >
          <SpaceBetween size="s">{t('appCms.previewKey.confirmRotate')}</SpaceBetween>
        </Modal>
      )}
      {key && <SecretKeyModal header={t('appCms.previewKey.title')} secret={key} onClose={() => (setKey(undefined), onRotated())} testId="preview-key" />}
    </Container>
  );
}
