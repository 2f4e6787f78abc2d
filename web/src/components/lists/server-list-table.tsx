import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReactNode } from 'react';
import { ConfirmDeleteModal } from '../confirm-delete/confirm-delete-modal';
import { useT } from '../../i18n/use-t';
import { PageSizePreferences } from './page-size-preferences';
import { pagesCount, toPageIndex } from './paging';
import { listCounter } from './list-counter';
import type { ServerList } from './use-server-list';

/** The props the list owns; a page gives the rest (columns, expandable rows, sticky columns...). */
type Managed = 'items' | 'loading' | 'selectedItems' | 'onSelectionChange' | 'selectionType' | 'header' | 'filter' | 'pagination' | 'preferences' | 'empty' | 'ariaLabels' | 'sortingColumn' | 'sortingDescending' | 'onSortingChange';

export type ServerListTableProps<T, F> = Omit<TableProps<T>, Managed> & {
  list: ServerList<T, F>;
  testId: string;
  heading: { title: ReactNode; description?: ReactNode; actions?: ReactNode };
  /** The search box bound to the list's debounced search; none for a list without one. */
  search?: { label: string; clearLabel?: string; testId?: string };
  /** Beside the search box: selects, the Filters button, a date range. */
  filterExtras?: ReactNode;
  /** Rows get checkboxes (for delete, exports, reports). */
  selectable?: boolean;
  /** How a row is named: its checkbox's label and its line in the delete confirmation. */
  itemLabel: (item: T) => string;
  labels: { table: string; selection?: string; selectAll?: string; expand?: string; collapse?: string };
  emptyText: string;
};

/**
 * A server-paged table: the list's rows, loading state, checkboxes, the header's counter ('x-y
 * of N items', or 'selected/total' while rows are ticked), the search box, paging, page size, the
 * empty state and the delete confirmation naming what goes.
 */
export function ServerListTable<T, F>(props: ServerListTableProps<T, F>) {
  const { list, testId, heading, search, filterExtras, selectable, itemLabel, labels, emptyText, ...table } = props;
  const t = useT();
  const total = list.totalElements ?? 0;
  const filter =
    search || filterExtras ? (
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        {search && (
          <TextFilter
            filteringText={list.searchText}
            filteringPlaceholder={search.label}
            filteringAriaLabel={search.label}
            filteringClearAriaLabel={search.clearLabel ?? t('objects.list.clearSearch')}
            onChange={({ detail }) => list.setSearchText(detail.filteringText)}
            data-testid={search.testId}
          />
        )}
        {filterExtras}
      </SpaceBetween>
    ) : undefined;

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
        header={
          <Header
            counter={listCounter(t, list.state.paging, list.totalElements, list.selectedItems.length)}
            description={heading.description}
            actions={heading.actions}
          >
            {heading.title}
          </Header>
        }
        filter={filter}
        pagination={<Pagination currentPageIndex={toPageIndex(list.state.paging)} pagesCount={pagesCount(total, list.state.paging.size)} onChange={({ detail }) => list.setPageIndex(detail.currentPageIndex)} />}
        preferences={<PageSizePreferences size={list.state.paging.size} onChange={list.setPageSize} />}
        empty={<Box textAlign="center">{emptyText}</Box>}
      />
      <ConfirmDeleteModal
        visible={list.deletion.pending.length > 0}
        busy={list.deletion.busy}
        names={list.deletion.pending.map(itemLabel)}
        onConfirm={() => void list.deletion.confirm()}
        onCancel={list.deletion.cancel}
      />
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
