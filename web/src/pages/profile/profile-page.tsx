import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSession } from '../../session/session-context';
import { PageHeader } from '../page-header';
import { profileFields } from './profile-details';
import { UserAvatar } from './user-avatar';

/** The signed-in user's own details, read-only in this version. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ContentLayout header={<PageHeader title="Profile" description="User Management" />}>
      <Container>
        <SpaceBetween size="l">
          <Box textAlign="center">
            <UserAvatar name={user.name || user.username} avatarUrl={user.avatarUrl} />
          </Box>
          <div data-testid="profile-details">
            <KeyValuePairs columns={2} items={profileFields(user).map(({ label, value }) => ({ label, value }))} />
          </div>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
