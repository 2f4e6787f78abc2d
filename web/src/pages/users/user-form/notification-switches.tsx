import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { SchemaForm } from '../../../components/forms/use-schema-form';
import type { ItemNotifications, UserFormValues } from './user-form-values';

const SWITCHES: { key: keyof ItemNotifications; label: string }[] = [
  { key: 'create', label: 'Create' },
  { key: 'update', label: 'Update' },
  { key: 'delete', label: 'Delete' },
];

/** The three item notification switches (spec 1 section 2); only shown with Item-Cataloging. */
export function NotificationSwitches({ form, disabled }: { form: SchemaForm<UserFormValues>; disabled?: boolean }) {
  return (
    <SpaceBetween size="s">
      {SWITCHES.map(({ key, label }) => (
        <Toggle
          key={key}
          checked={form.values.notification[key]}
          disabled={disabled}
          data-testid={`notification-${key}`}
          onChange={({ detail }) => form.set('notification', { ...form.values.notification, [key]: detail.checked })}
        >
          {label}
        </Toggle>
      ))}
    </SpaceBetween>
  );
}
