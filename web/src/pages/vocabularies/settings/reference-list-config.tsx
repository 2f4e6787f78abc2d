import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReferenceEntry } from '../../../../../shared/schemas/vocabulary';
import type { ReferenceListDef } from '../../../../../shared/vocabularies';
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
export function referenceColumns(def: ReferenceListDef, h: RowHandlers): TableProps.ColumnDefinition<ListRow>[] {
  const columns: TableProps.ColumnDefinition<ListRow>[] = [
    {
      id: 'value',
      header: def.column,
      isRowHeader: true,
      cell: (row) => (
        <EditableCell
          key={`${row.key}:${row.value}`}
          value={row.value}
          column={def.column}
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
      header: 'Colour',
      width: 90,
      cell: (row) => <ColourSwatch colour={row.color} label={`${def.column} colour of ${row.value || 'the new row'}`} canEdit={h.canEdit} onChange={(colour) => h.saveColour(row, colour)} />,
    });
  }
  if (h.canEdit) {
    columns.push({
      id: 'delete',
      header: '',
      width: 60,
      cell: (row) => (
        <Button
          variant="icon"
          iconName="remove"
          ariaLabel={`Delete ${row.value || 'new row'}`}
          data-testid="row-delete"
          onClick={() => (row.entry ? h.askDelete(row) : h.discard(row))}
        />
      ),
    });
  }
  return columns;
}
