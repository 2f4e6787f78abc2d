import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReferenceEntry } from '../../../../../shared/schemas/vocabulary';
import type { ReferenceListDef } from '../../../../../shared/vocabularies';
import type { Translate } from '../../../i18n/use-t';
import { ColourSwatch } from '../common/colour-swatch';
import { EditableCell } from '../common/editable-cell';

/** A table row: a stored entry, or a new row (no `entry`) that exists only until its value is saved. */
export type ListRow = { key: string; entry?: ReferenceEntry; value: string; color?: string | null };

export type RowHandlers = {
  canEdit: boolean;
  saveValue: (row: ListRow, value: string) => Promise<void>;
  saveColour: (row: ListRow, colour: string) => void;
  discard: (row: ListRow) => void;
  askDelete: (row: ListRow) => void;
};

/** The columns of a reference list (spec 1 section 2): the value, the colour where the list has one, and delete. */
export function referenceColumns(def: ReferenceListDef, h: RowHandlers, t: Translate): TableProps.ColumnDefinition<ListRow>[] {
  const column = t(`vocab.list.${def.name}`);
  const nameOf = (row: ListRow) => row.value || t('vocab.list.newRow');
  const columns: TableProps.ColumnDefinition<ListRow>[] = [
    {
      id: 'value',
      header: column,
      isRowHeader: true,
      cell: (row) => (
        <EditableCell
          key={`${row.key}:${row.value}`}
          value={row.value}
          column={column}
          canEdit={h.canEdit}
          onSave={(value) => h.saveValue(row, value)}
          onCancel={row.entry ? undefined : () => h.discard(row)}
        />
      ),
    },
  ];
  if (def.colour) {
    columns.push({
      id: 'color',
      header: t('vocab.colour.column'),
      width: 140,
      cell: (row) => <ColourSwatch colour={row.color} list={column} name={nameOf(row)} canEdit={h.canEdit} onChange={(colour) => h.saveColour(row, colour)} />,
    });
  }
  if (h.canEdit) {
    columns.push({
      id: 'delete',
      header: t('common.delete'),
      width: 90,
      cell: (row) => (
        <Button
          variant="icon"
          iconName="remove"
          ariaLabel={t('vocab.row.delete', { name: nameOf(row) })}
          data-testid="row-delete"
          onClick={() => (row.entry ? h.askDelete(row) : h.discard(row))}
        />
      ),
    });
  }
  return columns;
}
