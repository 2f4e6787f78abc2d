import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import type { FormEvent } from 'react';
import { can } from '../../../../shared/permissions';
import { useApi } from '../../api/api-context';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { apiFieldErrors } from '../../components/forms/schema-errors';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { useSuccessNotice } from '../../components/notices/use-success-notice';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session-context';
import { PersonalFields } from '../users/user-form/personal-fields';
import { useGroupOptions } from '../users/user-form/use-group-options';
import { checkPersonal, formValuesOf, personalPayload } from '../users/user-form/user-form-values';
import type { UserRecord } from '../users/user-record';
import { RequiredNote } from '../../components/forms/required-label';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes';

/**
 * Own personal details. The group selector needs write on user (spec 1 section 6); the success
 * notice shows as soon as the request is sent (spec 1 section 4), and a failure follows it.
 */
export function PersonalDetailsForm({ user, onSaved }: { user: UserRecord; onSaved: () => void }) {
  const api = useApi();
  const t = useT();
  const { grant, refresh } = useSession();
  const notifySuccess = useSuccessNotice();
  const notifyError = useNotifyQueryError();
  const form = useSchemaForm(formValuesOf(user), checkPersonal);
  const groups = useGroupOptions(can(grant, 'user', 'read'), user.userGroup);
  const { saved } = useUnsavedChanges(form.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    const values = form.values;
    const sent = api.post('/users/personal', { id: user.id, ...personalPayload(values), version: user.version });
    notifySuccess('notice.userDetailsUpdated');
    sent.then(
      () => {
        saved(values);
        onSaved();
        void refresh();
      },
      (error: unknown) => {
        form.setServerErrors(apiFieldErrors(error));
        notifyError(error);
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-personal-form">
      <Form
        header={<RequiredNote />}
        actions={
          <Button variant="primary" formAction="submit" data-testid="profile-personal-save">
            {t('common.save')}
          </Button>
        }
      >
        <PersonalFields form={form} groups={groups} testIdPrefix="profile" groupDisabled={!can(grant, 'user', 'write')} />
      </Form>
    </form>
  );
}
