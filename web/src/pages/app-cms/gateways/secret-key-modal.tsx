import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';

/** A key's last characters ("ends in abcd"), to tell keys apart without showing them; the characters keep their order in Arabic. */
export function KeyHint({ hint }: { hint: string }) {
  const t = useT();
  // U+2066 ... U+2069: a left-to-right isolate inside the sentence (a key may start or end with `-`).
  return <>{t('appCms.gateway.keyEnding', { hint: `\u2066${hint}\u2069` })}</>;
}

/** A key the server keeps only as a hash: shown here once, to copy (a gateway's, the app's preview key). */
export function SecretKeyModal({ header, secret, details, onClose, testId }: { header: string; secret: string; details?: ReactNode; onClose: () => void; testId: string }) {
  const t = useT();
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose} data-testid={`${testId}-done`}>
            {t('appCms.keys.done')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type="warning">{t('appCms.keys.shownOnce')}</Alert>
        <Box variant="code" data-testid={`${testId}-value`}>
          <span dir="ltr" style={{ wordBreak: 'break-all' }}>
            {secret}
          </span>
        </Box>
        <CopyToClipboard
          variant="button"
          textToCopy={secret}
          copyButtonText={t('appCms.keys.copy')}
          copySuccessText={t('appCms.keys.copied')}
          copyErrorText={t('appCms.keys.copyFailed')}
        />
        {details}
      </SpaceBetween>
    </Modal>
  );
}
