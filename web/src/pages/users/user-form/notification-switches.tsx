import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { SchemaForm } from '../../../components/forms/use-schema-form';
import { msg, type MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import type { ItemNotifications, UserFormValues } from './user-form-values';

const SWITCHES: { key: keyof ItemNotifications; label: MessageId }[] = [
  { key: 'create', label: msg('users.notification.create') },
  { key: 'update', label: msg('users.notification.update') },
  { key: 'delete', label: msg('users.notification.delete') },
];

/** The three item notification switches (spec 1 section 2); only shown with Item-Cataloging. */
export function NotificationSwitches({ form, disabled }: { form: SchemaForm<UserFormValues>; disabled?: boolean }) {
  const t = useT();
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
          {t(label)}
        </Toggle>
      ))}
    </SpaceBetween>
  );
}
