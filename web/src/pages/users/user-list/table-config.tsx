import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { updateUserPath } from '../../../paths';
import { groupLabel, type UserRecord } from '../user-record';

type Follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => void;

export type RowActions = { onFollow: Follow; onUpdate: (user: UserRecord) => void; onDelete: (user: UserRecord) => void };

const show = (value: string | null | undefined) => value || '-';

/** The user list's columns; the action menu only for users with write on user (spec 1 section 6). */
export function userColumns(actions: RowActions, mayWrite: boolean): TableProps.ColumnDefinition<UserRecord>[] {
  const columns: TableProps.ColumnDefinition<UserRecord>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (user) => (
        <Link href={updateUserPath(user.id)} onFollow={actions.onFollow}>
          {user.name || user.username}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'username', header: 'Username', cell: (user) => user.username },
    { id: 'email', header: 'Email', cell: (user) => show(user.email) },
    { id: 'phoneNumber', header: 'Phone Number', cell: (user) => show(user.phoneNumber) },
    { id: 'userGroup', header: 'User Group', cell: (user) => groupLabel(user) },
  ];
  if (!mayWrite) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => (
        <ButtonDropdown
          variant="inline-icon"
          ariaLabel={`Actions for ${user.username}`}
          items={[
            { id: 'update', text: 'Update' },
            { id: 'delete', text: 'Delete' },
          ]}
          onItemClick={({ detail }) => (detail.id === 'update' ? actions.onUpdate(user) : actions.onDelete(user))}
        />
      ),
    },
  ];
}
