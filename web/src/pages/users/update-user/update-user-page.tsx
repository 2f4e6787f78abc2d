import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useCallback, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { useNavigate, useParams } from 'react-router-dom';
import { can, hasFeature } from '../../../../../shared/permissions';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { ChangeHistoryPanel } from '../../../components/change-history/change-history-panel';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { msg } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { NotificationSwitches } from '../user-form/notification-switches';
import { PersonalFields } from '../user-form/personal-fields';
import { TextField } from '../../../components/forms/text-field';
import { useGroupOptions } from '../user-form/use-group-options';
import { formValuesOf, updatePayload, type UserFormValues } from '../user-form/user-form-values';
import { UserSavedResult } from '../user-form/user-saved-result';
import { useSave } from '../user-form/use-save';
import { PATHS } from '../../../paths';
import { parseUser, type UserRecord } from '../user-record';
import { asUpdateTab, checkUpdate, tabOfFirstError, type UpdateTab } from './update-tabs';
import { RequiredNote } from '../../../components/forms/required-label';

/** /updateUser/{id} (spec 1 section 2): three tabs, the change history, a success result. */
export function UpdateUserPage({ title }: ScreenProps) {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, error } = useApiQuery(`/users/${encodeURIComponent(id)}`, parseUser);
  const [saved, setSaved] = useState(false);

  return (
    <ContentLayout header={<PageHeader title={title} description={t('users.subtitle')} />}>
      {saved ? (
        <UserSavedResult title={msg('notice.userSaved')} onAddUser={() => navigate(PATHS.addUser)} />
      ) : user ? (
        <SpaceBetween size="l">
          <UpdateUserForm key={`${user.id}-${user.version}`} user={user} onSaved={() => setSaved(true)} />
          <ChangeHistoryPanel objectId={user.id} objectType="user" />
        </SpaceBetween>
      ) : error ? null : (
        <PageLoading />
      )}
    </ContentLayout>
  );
}

function UpdateUserForm({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const api = useApi();
  const t = useT();
  const { grant, refresh } = useSession();
  const mayWrite = can(grant, 'user', 'write');
  const withItemNotifications = hasFeature(grant, 'Item-Cataloging');
  const notifySuccess = useSuccessNotice();
  const [tab, setTab] = useState<UpdateTab>('personal');
  // Save checks what the open tab asks for: the Security Details tab requires a new password.
  const check = useCallback((values: UserFormValues) => checkUpdate(values, tab), [tab]);
  const form = useSchemaForm(formValuesOf(user), check);
  useUnsavedChanges(form.values);
  const groups = useGroupOptions(true, user.userGroup);
  const showTabOf = (errors: FieldErrors) => {
    const next = tabOfFirstError(errors);
    if (next) setTab(next);
  };
  const { saving, run } = useSave((errors) => {
    form.setServerErrors(errors);
    showTabOf(errors);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mayWrite || saving) return;
    if (!form.submit()) {
      showTabOf(check(form.values));
      return;
    }
    const body = updatePayload(form.values, user.version, { password: form.values.password, withItemNotifications });
    const result = await run(() => api.put(`/users/${encodeURIComponent(user.id)}`, body));
    if (!result.ok) return;
    notifySuccess('notice.userSaved');
    // Editing oneself changes the header's name and perhaps the menu.
    void refresh();
    onSaved();
  };

  const tabs = [
    {
      id: 'personal',
      label: t('users.tab.personal'),
      content: <PersonalFields form={form} groups={groups} testIdPrefix="user" disabled={!mayWrite} />,
    },
    {
      id: 'security',
      label: t('users.tab.security'),
      content: (
        <SpaceBetween size="m">
          <FormField label={t('users.field.username')} controlId="user-username">
            <Input controlId="user-username" value={user.username} readOnly />
          </FormField>
          <TextField form={form} field="password" label={t('users.field.newPassword')} type="password" testIdPrefix="user" autoComplete="new-password" disabled={!mayWrite} />
          <TextField form={form} field="confirm" label={t('users.field.confirmPassword')} type="password" testIdPrefix="user" autoComplete="new-password" disabled={!mayWrite} />
        </SpaceBetween>
      ),
    },
    ...(withItemNotifications
      ? [{ id: 'notifications', label: t('users.tab.notifications'), content: <NotificationSwitches form={form} disabled={!mayWrite} /> }]
      : []),
  ];

  return (
    <form onSubmit={submit} noValidate data-testid="update-user-form">
      <Form
        header={<RequiredNote />}
        actions={
          mayWrite && (
            <Button variant="primary" formAction="submit" loading={saving} data-testid="update-user-save">
              {t('common.save')}
            </Button>
          )
        }
      >
        <Container>
          <Tabs activeTabId={tab} onChange={({ detail }) => setTab(asUpdateTab(detail.activeTabId))} tabs={tabs} />
        </Container>
      </Form>
    </form>
  );
}
