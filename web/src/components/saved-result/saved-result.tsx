import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';

export type SavedResultProps = {
  title: MessageId;
  /** The list the first button goes back to, and its label. */
  listPath: string;
  listLabel: MessageId;
  /** The second button: a new record of the same kind. */
  addLabel: MessageId;
  onAdd: () => void;
  testId: string;
};

/** The success result a form switches to after saving (spec 1 and spec 2 section 4): back to the list, or add another. */
export function SavedResult({ title, listPath, listLabel, addLabel, onAdd, testId }: SavedResultProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Container data-testid={testId}>
      <Box textAlign="center" padding="xxl">
        <SpaceBetween size="l" alignItems="center">
          <Box variant="h2">
            <StatusIndicator type="success">{t(title)}</StatusIndicator>
          </Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" onClick={() => navigate(listPath)}>
              {t(listLabel)}
            </Button>
            <Button onClick={onAdd}>{t(addLabel)}</Button>
          </SpaceBetween>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
