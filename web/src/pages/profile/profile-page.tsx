import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useApiQuery } from '../../api/use-api-query';
import { useDateDisplay } from '../../components/date-time/use-date-display';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { Ltr } from '../../i18n/ltr';
import { useT } from '../../i18n/use-t';
import { PageHeader } from '../page-header';
import { PageLoading } from '../page-loading';
import type { ScreenProps } from '../screen-props';
import { parseUser, type UserRecord } from '../users/user-record';
import { AvatarButton } from './avatar-button';
import { PersonalDetailsForm } from './personal-details-form';
import { PreferencesForm } from './preferences-form';
import { profileFields } from './profile-details';
import { SecurityForm } from './security-form';

/**
 * Own profile (spec 1 section 2): the left card with the avatar and details, tabs to change
 * them, and the console preferences (language, calendar, mode, density). It reads the user
 * afresh, so the card shows what a save or an upload stored.
 */
export function ProfilePage({ title }: ScreenProps) {
  const t = useT();
  const me = useApiQuery('/users/me', parseUser);
  const user = me.data;
  return (
    <ContentLayout header={<PageHeader title={title} description={t('users.subtitle')} />}>
      {!user ? (
        me.error ? null : <PageLoading />
      ) : (
        <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
          <ProfileCard user={user} onChanged={me.reload} />
          <Container>
            <Tabs
              tabs={[
                {
                  id: 'personal',
                  label: t('users.tab.personal'),
                  content: <PersonalDetailsForm key={user.version} user={user} onSaved={me.reload} />,
                },
                { id: 'security', label: t('users.profile.tab.security'), content: <SecurityForm user={user} /> },
                { id: 'preferences', label: t('users.profile.tab.preferences'), content: <PreferencesForm /> },
              ]}
            />
          </Container>
        </Grid>
      )}
    </ContentLayout>
  );
}

function ProfileCard({ user, onChanged }: { user: UserRecord; onChanged: () => void }) {
  const t = useT();
  const notifySuccess = useSuccessNotice();
  const display = useDateDisplay();
  // E-mail, phone and date keep their order in Arabic; names and addresses take their own direction.
  const items = profileFields(user, display).map(({ label, value, ltr }) => ({
    label: t(label),
    value: value === undefined ? t('common.missingValue') : ltr ? <Ltr>{value}</Ltr> : <bdi>{value}</bdi>,
  }));
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
          <KeyValuePairs columns={1} items={items} />
        </div>
      </SpaceBetween>
    </Container>
  );
}
