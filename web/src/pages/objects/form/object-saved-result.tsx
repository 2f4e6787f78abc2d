import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';

export const OBJECT_LIST_PATH = '/objects';

/** The success result after an object save (spec 2 section 4): on to the list, or to a new object. */
export function ObjectSavedResult({ title, onAddObject }: { title: MessageId; onAddObject: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Container data-testid="object-saved">
      <Box textAlign="center" padding="xxl">
        <SpaceBetween size="l" alignItems="center">
          <Box variant="h2">
            <StatusIndicator type="success">{t(title)}</StatusIndicator>
          </Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" onClick={() => navigate(OBJECT_LIST_PATH)}>
              {t('objectForm.saved.goToObjects')}
            </Button>
            <Button onClick={onAddObject}>{t('objectForm.saved.addObject')}</Button>
          </SpaceBetween>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
