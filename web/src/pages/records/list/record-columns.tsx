import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { recordField, type RecordType } from '../../../../../shared/records/record-types';
import type { RecordDto } from '../../../../../shared/schemas/records';
import { Ltr } from '../../../i18n/ltr';
import type { MessageId } from '../../../i18n/message-ids';
import type { Translate } from '../../../i18n/use-t';
import { saveRecordPath } from '../record-paths';

type Follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => void;
export type RecordRowActions = { onFollow: Follow; onEdit: (record: RecordDto) => void; onDelete: (record: RecordDto) => void };
/** A dropdown value's title in the reader's language, or undefined when the list does not hold the id. */
export type TitleOf = (dropdownType: string, id: string) => string | undefined;

export const fieldLabel = (type: RecordType, field: string) => `recordField.${type.name}.${field}` as MessageId;
/** Days are stored YYYY-MM-DD and shown YYYY/MM/DD (spec 2 section 9). */
export const shownDay = (value: string) => value.replaceAll('-', '/');

/**
 * A record list's columns (spec 2 section 2): Inventory Number (a link to the record's form),
 * Object Name (but on insurances), the type's own columns, and with write the Action menu. Every
 * column but the menu sorts the list on the server (`sortingField`: recordSortFields, the API's `sort`).
 */
/** A list column's cell: days as YYYY/MM/DD, dropdown values by title, report ids left to right. */
export function recordCell(type: RecordType, name: string, t: Translate, titleOf: TitleOf) {
  const missing = t('common.missingValue');
  const staffText = (value: unknown): ReactNode => (typeof value === 'string' && value ? <bdi>{value}</bdi> : missing);
  const field = recordField(type, name)!;
  return (record: RecordDto): ReactNode => {
    const value = record[name];
    if (typeof value !== 'string' || !value) return missing;
    if (field.kind === 'date') return <Ltr>{shownDay(value)}</Ltr>;
    if (field.kind === 'ref') return staffText(titleOf(field.dropdownType!, value));
    if (name === 'reportId') return <Ltr>{value}</Ltr>;
    return staffText(value);
  };
}

export function recordColumns(type: RecordType, actions: RecordRowActions, mayWrite: boolean, t: Translate, titleOf: TitleOf): TableProps.ColumnDefinition<RecordDto>[] {
  const missing = t('common.missingValue');
  const staffText = (value: unknown): ReactNode => (typeof value === 'string' && value ? <bdi>{value}</bdi> : missing);
  const cellOf = (name: string) => recordCell(type, name, t, titleOf);
  const columns: TableProps.ColumnDefinition<RecordDto>[] = [
    {
      id: 'inventoryNumber',
      header: t('objectForm.field.inventoryNumber'),
      cell: (record) => (
        <Link href={saveRecordPath(type, record.id)} onFollow={actions.onFollow}>
          <Ltr>{record.inventoryNumber ?? record.objectId}</Ltr>
        </Link>
      ),
      isRowHeader: true,
      sortingField: 'inventoryNumber',
    },
    ...(type.objectNameColumn ? [{ id: 'objectName', header: t('objectForm.field.objectName'), sortingField: 'objectName', cell: (record: RecordDto) => staffText(record.objectName) }] : []),
    ...type.columns.map((name) => ({ id: name, header: t(fieldLabel(type, name)), sortingField: name, cell: cellOf(name) })),
  ];
  if (!mayWrite) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('objects.list.action'),
      cell: (record) => (
        <ButtonDropdown
          variant="inline-icon"
          ariaLabel={t('objects.list.rowActions', { inventoryNumber: record.inventoryNumber ?? record.id })}
          items={[
            { id: 'edit', text: t('objects.list.edit') },
            { id: 'delete', text: t('common.delete') },
          ]}
          onItemClick={({ detail }) => (detail.id === 'edit' ? actions.onEdit(record) : actions.onDelete(record))}
        />
      ),
    },
  ];
}
