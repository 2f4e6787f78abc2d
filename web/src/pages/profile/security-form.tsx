import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent } from 'react';
import { useApi } from '../../api/api-context';
import { TextField } from '../../components/forms/text-field';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { useT } from '../../i18n/use-t';
import { useSave } from '../users/user-form/use-save';
import type { UserRecord } from '../users/user-record';
import { checkSecurity, EMPTY_SECURITY, securityPayload } from './security-values';
import { RequiredNote } from '../../components/forms/required-label';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes';

/**
 * Own password. Cognito checks the current one, so success is only told once the API agrees;
 * a wrong current password comes back as that field's message.
 */
export function SecurityForm({ user }: { user: UserRecord }) {
  const api = useApi();
  const t = useT();
  const notifySuccess = useSuccessNotice();
  const form = useSchemaForm(EMPTY_SECURITY, checkSecurity);
  const { saving, run } = useSave(form.setServerErrors);
  // A saved password empties the form again, which clears the mark.
  useUnsavedChanges(form.values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.submit()) return;
    const result = await run(() => api.post('/users/security', securityPayload(user.id, form.values)));
    if (!result.ok) return;
    notifySuccess('notice.userDetailsUpdated');
    form.reset(EMPTY_SECURITY);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-security-form">
      <Form
        header={<RequiredNote />}
        actions={
          <Button variant="primary" formAction="submit" loading={saving} data-testid="profile-security-save">
            {t('common.save')}
          </Button>
        }
      >
        <SpaceBetween size="m">
          <FormField label={t('users.field.username')} controlId="profile-username">
            <Input controlId="profile-username" value={user.username} readOnly autoComplete="username" />
          </FormField>
          <TextField form={form} field="currentPassword" label={t('users.field.currentPassword')} type="password" testIdPrefix="profile" autoComplete="current-password" />
          <TextField form={form} field="password" label={t('users.field.newPassword')} type="password" testIdPrefix="profile" autoComplete="new-password" />
          <TextField form={form} field="confirm" label={t('users.field.confirmPassword')} type="password" testIdPrefix="profile" autoComplete="new-password" />
        </SpaceBetween>
      </Form>
    </form>
  );
}
