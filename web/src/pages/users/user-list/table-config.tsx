import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { Ltr } from '../../../i18n/ltr';
import type { Translate } from '../../../i18n/use-t';
import { updateUserPath } from '../../../paths';
import { groupLabel, type UserRecord } from '../user-record';

type Follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => void;

export type RowActions = { onFollow: Follow; onUpdate: (user: UserRecord) => void; onDelete: (user: UserRecord) => void };

/**
 * The user list's columns, in the reader's language; the action menu only for users with write
 * on user (spec 1 section 6). Usernames, e-mails and phone numbers keep their left-to-right order
 * in Arabic; names and group names take their own direction.
 */
export function userColumns(actions: RowActions, mayWrite: boolean, t: Translate): TableProps.ColumnDefinition<UserRecord>[] {
  const missing = t('common.missingValue');
  const ltr = (value: string | null | undefined): ReactNode => (value ? <Ltr>{value}</Ltr> : missing);
  const columns: TableProps.ColumnDefinition<UserRecord>[] = [
    {
      id: 'name',
      header: t('users.field.name'),
      cell: (user) => (
        <Link href={updateUserPath(user.id)} onFollow={actions.onFollow}>
          <bdi>{user.name || user.username}</bdi>
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'username', header: t('users.field.username'), cell: (user) => ltr(user.username) },
    { id: 'email', header: t('users.field.email'), cell: (user) => ltr(user.email) },
    { id: 'phoneNumber', header: t('users.field.phoneNumber'), cell: (user) => ltr(user.phoneNumber) },
    {
      id: 'userGroup',
      header: t('users.field.userGroup'),
      cell: (user) => {
        const group = groupLabel(user);
        return group ? <bdi>{group}</bdi> : missing;
      },
    },
  ];
  if (!mayWrite) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (user) => (
        <ButtonDropdown
          variant="inline-icon"
          ariaLabel={t('users.list.rowActions', { username: user.username })}
          items={[
            { id: 'update', text: t('common.update') },
            { id: 'delete', text: t('common.delete') },
          ]}
          onItemClick={({ detail }) => (detail.id === 'update' ? actions.onUpdate(user) : actions.onDelete(user))}
        />
      ),
    },
  ];
}
