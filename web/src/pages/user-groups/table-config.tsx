import Input from '@cloudscape-design/components/input';
import type { TableProps } from '@cloudscape-design/components/table';
import { groupNameError } from './group-name';
import type { UserGroupRecord } from './user-group-record';

/** One column, the group's name; editable in place with write on user. */
export function groupColumns(mayWrite: boolean): TableProps.ColumnDefinition<UserGroupRecord>[] {
  return [
    {
      id: 'value',
      header: 'Name',
      cell: (group) => group.value,
      isRowHeader: true,
      editConfig: mayWrite
        ? {
            ariaLabel: 'Name',
            editIconAriaLabel: 'editable',
            errorIconAriaLabel: 'Name error',
            validation: (_group, value) => (typeof value === 'string' ? groupNameError(value) : undefined),
            editingCell: (group, { currentValue, setValue }) => (
              <Input
                autoFocus
                value={typeof currentValue === 'string' ? currentValue : group.value}
                onChange={({ detail }) => setValue(detail.value)}
                nativeInputAttributes={{ 'data-testid': 'group-rename' }}
              />
            ),
          }
        : undefined,
    },
  ];
}
