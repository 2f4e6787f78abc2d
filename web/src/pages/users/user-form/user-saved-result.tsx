import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { PATHS } from '../../../paths';

/** The success result after a user save: back to the list, or on to another new user. */
export function UserSavedResult({ title, onAddUser }: { title: MessageId; onAddUser: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Container data-testid="user-saved">
      <Box textAlign="center" padding="xxl">
        <SpaceBetween size="l" alignItems="center">
          <Box variant="h2">
            <StatusIndicator type="success">{t(title)}</StatusIndicator>
          </Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" onClick={() => navigate(PATHS.userList)}>
              {t('users.saved.goToUsers')}
            </Button>
            <Button onClick={onAddUser}>{t('users.saved.addUser')}</Button>
          </SpaceBetween>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
