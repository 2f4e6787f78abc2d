import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes';
import Input from '@cloudscape-design/components/input';
import type { TableProps } from '@cloudscape-design/components/table';
import { translateKnown } from '../../i18n/known-text';
import type { Translate } from '../../i18n/use-t';
import { groupNameError } from './group-name';
import type { UserGroupRecord } from './user-group-record';

/**
 * One column, the group's name; editable in place with write on user. Cloudscape's I18nProvider
 * names the edit and error icons.
 */
export function groupColumns(mayWrite: boolean, t: Translate): TableProps.ColumnDefinition<UserGroupRecord>[] {
  return [
    {
      id: 'value',
      header: t('access.groups.name'),
      // A name typed in Arabic reads right in the English console, and the reverse.
      cell: (group) => <bdi>{group.value}</bdi>,
      isRowHeader: true,
      editConfig: mayWrite
        ? {
            ariaLabel: t('access.groups.name'),
            validation: (_group, value) => {
              const error = typeof value === 'string' ? groupNameError(value) : undefined;
              return error && translateKnown(t, error);
            },
            editingCell: (group, { currentValue, setValue }) => (
              <GroupNameEditor saved={group.value} value={typeof currentValue === 'string' ? currentValue : group.value} onChange={setValue} label={t('access.groups.name')} />
            ),
          }
        : undefined,
    },
  ];
}

/** The name being typed in place: until it is saved or the edit cancelled, leaving the screen asks first. */
function GroupNameEditor({ saved, value, onChange, label }: { saved: string; value: string; onChange: (value: string) => void; label: string }) {
  useUnsavedChanges(value !== saved ? value : null);
  return <Input autoFocus ariaLabel={label} value={value} onChange={({ detail }) => onChange(detail.value)} nativeInputAttributes={{ 'data-testid': 'group-rename', dir: 'auto' }} />;
}
