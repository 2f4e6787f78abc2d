import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useT } from '../../i18n/use-t';
import { ListDeletion, useListChrome, type ListChromeProps } from './list-chrome';
import type { ColumnDisplay } from './page-size-preferences';

/** The props the list owns; a page gives the rest (columns, expandable rows, sticky columns...). */
type Managed = 'items' | 'loading' | 'selectedItems' | 'onSelectionChange' | 'selectionType' | 'header' | 'filter' | 'pagination' | 'preferences' | 'empty' | 'ariaLabels' | 'sortingColumn' | 'sortingDescending' | 'onSortingChange' | 'columnDisplay';

export type ServerListTableProps<T, F> = Omit<TableProps<T>, Managed> &
  ListChromeProps<T, F> & {
    testId: string;
    /** Rows get checkboxes (for delete, exports, reports). */
    selectable?: boolean;
    /** How a row is named: its checkbox's label and its line in the delete confirmation. */
    itemLabel: (item: T) => string;
    labels: { table: string; selection?: string; selectAll?: string; expand?: string; collapse?: string };
    /** The columns shown and their order, chosen in the preferences (a list that offers the choice). */
    columnDisplay?: ColumnDisplay;
  };

/**
 * A server-paged table: the list's rows, loading state, checkboxes, the header's counter ('x-y
 * of N items', or 'selected/total' while rows are ticked), the search box, paging, page size, the
 * empty state and the delete confirmation naming what goes.
 */
export function ServerListTable<T, F>(props: ServerListTableProps<T, F>) {
  const { list, testId, heading, search, filterExtras, selectable, itemLabel, labels, emptyText, columnDisplay, ...table } = props;
  const t = useT();
  const chrome = useListChrome({ list, heading, search, filterExtras, emptyText, columns: columnDisplay });
  return (
    <>
      <Table<T>
        {...table}
        data-testid={testId}
        variant="full-page"
        items={list.items}
        loading={list.loading}
        selectionType={selectable ? 'multi' : undefined}
        selectedItems={list.selectedItems}
        onSelectionChange={({ detail }) => list.setSelectedItems(detail.selectedItems)}
        columnDefinitions={sortedColumns(table.columnDefinitions, t)}
        columnDisplay={columnDisplay?.value}
        sortingColumn={list.state.sort ? { sortingField: list.state.sort.by } : undefined}
        sortingDescending={list.state.sort?.descending ?? false}
        onSortingChange={({ detail }) => list.setSort({ by: detail.sortingColumn.sortingField!, descending: detail.isDescending ?? false })}
        ariaLabels={{
          tableLabel: labels.table,
          selectionGroupLabel: labels.selection,
          allItemsSelectionLabel: labels.selectAll ? () => labels.selectAll! : undefined,
          itemSelectionLabel: (_state, item) => t('common.table.selectRow', { name: itemLabel(item) }),
          expandButtonLabel: labels.expand ? () => labels.expand! : undefined,
          collapseButtonLabel: labels.collapse ? () => labels.collapse! : undefined,
        }}
        {...chrome}
      />
      <ListDeletion list={list} itemLabel={itemLabel} />
    </>
  );
}

/** Sortable headers say how they sort to a screen reader ('Object Name, sorted ascending'). */
function sortedColumns<T>(columns: readonly TableProps.ColumnDefinition<T>[], t: ReturnType<typeof useT>): TableProps.ColumnDefinition<T>[] {
  return columns.map((column) =>
    column.sortingField && typeof column.header === 'string'
      ? {
          ...column,
          ariaLabel: ({ sorted, descending }) =>
            sorted ? t(descending ? 'common.table.sortedDescending' : 'common.table.sortedAscending', { column: column.header as string }) : t('common.table.sortable', { column: column.header as string }),
        }
      : column,
  );
}
