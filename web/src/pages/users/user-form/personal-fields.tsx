import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FieldLabel } from '../../../components/forms/required-label';
import type { SchemaForm } from '../../../components/forms/use-schema-form';
import { useT } from '../../../i18n/use-t';
import type { UserFormValues } from './user-form-values';
import { TextField } from '../../../components/forms/text-field';
import type { GroupOptions } from './use-group-options';

/**
 * Name, e-mail, user group, phone number and address (spec 1 section 5). `disabled` greys every
 * field (no write on user); `groupDisabled` only the group, as on one's own profile.
 */
export function PersonalFields({
  form,
  groups,
  testIdPrefix,
  disabled,
  groupDisabled,
}: {
  form: SchemaForm<UserFormValues>;
  groups: GroupOptions;
  testIdPrefix: string;
  disabled?: boolean;
  groupDisabled?: boolean;
}) {
  const t = useT();
  const selected = groups.options.find((o) => o.value === form.values.userGroup) ?? null;
  const groupId = `${testIdPrefix}-userGroup`;
  return (
    <SpaceBetween size="m">
      <TextField form={form} field="name" label={t('users.field.name')} testIdPrefix={testIdPrefix} autoComplete="name" disabled={disabled} />
      <TextField form={form} field="email" label={t('users.field.email')} type="email" testIdPrefix={testIdPrefix} autoComplete="email" disabled={disabled} />
      <FormField label={<FieldLabel text={t('users.field.userGroup')} required={form.required('userGroup')} />} errorText={form.errors.userGroup} controlId={groupId}>
        <Select
          controlId={groupId}
          ariaRequired={form.required('userGroup')}
          data-testid={groupId}
          selectedOption={selected}
          options={groups.options}
          statusType={groups.loading ? 'loading' : 'finished'}
          loadingText={t('users.field.userGroupsLoading')}
          placeholder={t('users.field.userGroupPlaceholder')}
          filteringType="auto"
          filteringAriaLabel={t('users.field.userGroupsFilter')}
          filteringPlaceholder={t('users.field.userGroupsFilter')}
          noMatch={t('users.field.userGroupsNoMatch')}
          empty={t('users.field.userGroupsEmpty')}
          disabled={disabled || groupDisabled}
          onChange={({ detail }) => form.set('userGroup', detail.selectedOption.value ?? '')}
        />
      </FormField>
      <TextField form={form} field="phoneNumber" label={t('users.field.phoneNumber')} inputMode="tel" testIdPrefix={testIdPrefix} autoComplete="tel" disabled={disabled} />
      <TextField form={form} field="address" label={t('users.field.address')} testIdPrefix={testIdPrefix} autoComplete="street-address" disabled={disabled} />
    </SpaceBetween>
  );
}
