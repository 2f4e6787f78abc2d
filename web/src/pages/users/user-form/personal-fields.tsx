import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SchemaForm } from '../../../components/forms/use-schema-form';
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
  const selected = groups.options.find((o) => o.value === form.values.userGroup) ?? null;
  const groupId = `${testIdPrefix}-userGroup`;
  return (
    <SpaceBetween size="m">
      <TextField form={form} field="name" label="Name" testIdPrefix={testIdPrefix} autoComplete="name" disabled={disabled} />
      <TextField form={form} field="email" label="Email" type="email" testIdPrefix={testIdPrefix} autoComplete="email" disabled={disabled} />
      <FormField label="User Group" errorText={form.errors.userGroup} controlId={groupId}>
        <Select
          controlId={groupId}
          data-testid={groupId}
          selectedOption={selected}
          options={groups.options}
          statusType={groups.loading ? 'loading' : 'finished'}
          loadingText="Loading user groups"
          placeholder="Select user group"
          filteringType="auto"
          disabled={disabled || groupDisabled}
          onChange={({ detail }) => form.set('userGroup', detail.selectedOption.value ?? '')}
        />
      </FormField>
      <TextField form={form} field="phoneNumber" label="Phone Number" inputMode="tel" testIdPrefix={testIdPrefix} autoComplete="tel" disabled={disabled} />
      <TextField form={form} field="address" label="Address" testIdPrefix={testIdPrefix} autoComplete="street-address" disabled={disabled} />
    </SpaceBetween>
  );
}
