import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';

type Row = { id: string; title: string; children?: readonly unknown[] };

/** Title, and with write on setting an Update and a Delete per row (spec 2 section 2). */
export function dropdownColumns<T extends Row>(canWrite: boolean, onUpdate: (row: T) => void, onDelete: (row: T) => void, withChildren = false): TableProps.ColumnDefinition<T>[] {
  const columns: TableProps.ColumnDefinition<T>[] = [{ id: 'title', header: 'Title', isRowHeader: true, cell: (row) => row.title }];
  if (withChildren) columns.push({ id: 'children', header: 'Children', width: 110, cell: (row) => row.children?.length ?? 0 });
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      width: 180,
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="inline-link" ariaLabel={`Update ${row.title}`} data-testid="dropdown-update" onClick={() => onUpdate(row)}>
            Update
          </Button>
          <Button variant="inline-link" ariaLabel={`Delete ${row.title}`} data-testid="dropdown-delete" onClick={() => onDelete(row)}>
            Delete
          </Button>
        </SpaceBetween>
      ),
    });
  }
  return columns;
}
