import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useApiQuery } from '../../api/use-api-query';
import { useTimeZone } from '../../session/session-context';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { PageHeader } from '../page-header';
import { PageLoading } from '../page-loading';
import { parseUser, type UserRecord } from '../users/user-record';
import { AvatarButton } from './avatar-button';
import { PersonalDetailsForm } from './personal-details-form';
import { profileFields } from './profile-details';
import { SecurityForm } from './security-form';

/**
 * Own profile (spec 1 section 2): the left card with the avatar and details, tabs to change
 * them. It reads the user afresh, so the card shows what a save or an upload stored.
 */
export function ProfilePage() {
  const me = useApiQuery('/users/me', parseUser);
  const user = me.data;
  return (
    <ContentLayout header={<PageHeader title="Profile" description="User Management" />}>
      {!user ? (
        me.error ? null : <PageLoading />
      ) : (
        <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
          <ProfileCard user={user} onChanged={me.reload} />
          <Container>
            <Tabs
              tabs={[
                { id: 'personal', label: 'Personal Details', content: <PersonalDetailsForm key={user.version} user={user} onSaved={me.reload} /> },
                { id: 'security', label: 'Security', content: <SecurityForm user={user} /> },
              ]}
            />
          </Container>
        </Grid>
      )}
    </ContentLayout>
  );
}

function ProfileCard({ user, onChanged }: { user: UserRecord; onChanged: () => void }) {
  const notifySuccess = useSuccessNotice();
  const timeZone = useTimeZone();
  return (
    <Container>
      <SpaceBetween size="l">
        <Box textAlign="center">
          <AvatarButton
            userId={user.id}
            name={user.name || user.username}
            avatarUrl={user.avatarUrl}
            onUploaded={() => {
              notifySuccess('notice.userDetailsUpdated');
              onChanged();
            }}
          />
        </Box>
        <div data-testid="profile-details">
          <KeyValuePairs columns={1} items={profileFields(user, timeZone).map(({ label, value }) => ({ label, value }))} />
        </div>
      </SpaceBetween>
    </Container>
  );
}
