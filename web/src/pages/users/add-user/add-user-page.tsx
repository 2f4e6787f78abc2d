import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { can, hasFeature } from '../../../../../shared/permissions';
import { useApi } from '../../../api/api-context';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { msg } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { NotificationSwitches } from '../user-form/notification-switches';
import { PersonalFields } from '../user-form/personal-fields';
import { TextField } from '../../../components/forms/text-field';
import { useGroupOptions } from '../user-form/use-group-options';
import { checkNewUser, createPayload, EMPTY_USER_FORM } from '../user-form/user-form-values';
import { UserSavedResult } from '../user-form/user-saved-result';
import { useSave } from '../user-form/use-save';
import { RequiredNote } from '../../../components/forms/required-label';

/** Add User (spec 1 section 2): shown only with write on user; a success page after saving. */
export function AddUserPage({ title }: ScreenProps) {
  const t = useT();
  const { grant } = useSession();
  const mayWrite = can(grant, 'user', 'write');
  const [saved, setSaved] = useState(false);
  return (
    <ContentLayout header={<PageHeader title={title} description={t('users.subtitle')} />}>
      {!mayWrite ? (
        <Alert type="warning" data-testid="no-permission">
          {t('common.noPermission')}
        </Alert>
      ) : saved ? (
        <UserSavedResult title={msg('users.saved.inserted')} onAddUser={() => setSaved(false)} />
      ) : (
        <AddUserForm withItemNotifications={hasFeature(grant, 'Item-Cataloging')} onSaved={() => setSaved(true)} />
      )}
    </ContentLayout>
  );
}

function AddUserForm({ withItemNotifications, onSaved }: { withItemNotifications: boolean; onSaved: () => void }) {
  const api = useApi();
  const t = useT();
  const notifySuccess = useSuccessNotice();
  const form = useSchemaForm(EMPTY_USER_FORM, checkNewUser);
  useUnsavedChanges(form.values);
  const groups = useGroupOptions();
  const { saving, run } = useSave(form.setServerErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.submit()) return;
    const result = await run(() => api.post('/users', createPayload(form.values, withItemNotifications)));
    if (!result.ok) return;
    notifySuccess('notice.userSaved');
    form.reset(EMPTY_USER_FORM);
    onSaved();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="add-user-form">
      <Form
        header={<RequiredNote />}
        actions={
          <Button variant="primary" formAction="submit" loading={saving} data-testid="add-user-save">
            {t('common.save')}
          </Button>
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t('users.form.userDetails')}</Header>}>
            <SpaceBetween size="m">
              <PersonalFields form={form} groups={groups} testIdPrefix="user" />
              <TextField form={form} field="username" label={t('users.field.username')} testIdPrefix="user" autoComplete="off" />
              <TextField form={form} field="password" label={t('users.field.password')} type="password" testIdPrefix="user" autoComplete="new-password" />
              <TextField form={form} field="confirm" label={t('users.field.confirmPassword')} type="password" testIdPrefix="user" autoComplete="new-password" />
            </SpaceBetween>
          </Container>
          {withItemNotifications && (
            <Container header={<Header variant="h2">{t('users.form.itemNotifications')}</Header>}>
              <NotificationSwitches form={form} />
            </Container>
          )}
        </SpaceBetween>
      </Form>
    </form>
  );
}
