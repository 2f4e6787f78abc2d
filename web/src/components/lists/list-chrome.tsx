import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReactNode } from 'react';
import { ConfirmDeleteModal } from '../confirm-delete/confirm-delete-modal';
import { useT } from '../../i18n/use-t';
import { listCounter } from './list-counter';
import { PageSizePreferences, type ColumnDisplay } from './page-size-preferences';
import { pagesCount, toPageIndex } from './paging';
import type { ServerList } from './use-server-list';

/** What a server list shows around its items, whether as a table or as cards. */
export type ListChromeProps<T, F> = {
  list: ServerList<T, F>;
  heading: { title: ReactNode; description?: ReactNode; actions?: ReactNode };
  /** The search box bound to the list's debounced search; none for a list without one. */
  search?: { label: string; clearLabel?: string; testId?: string };
  /** Beside the search box: selects, the Filters button, a date range. */
  filterExtras?: ReactNode;
  emptyText: string;
};

/**
 * The header with its counter ('x-y of N items', or 'selected/total' while items are ticked), the
 * search box, paging, page size and the empty state of a server list: the same for its table
 * (`server-list-table.tsx`) and its cards (`server-list-cards.tsx`).
 */
export function useListChrome<T, F>({ list, heading, search, filterExtras, emptyText, columns }: ListChromeProps<T, F> & { columns?: ColumnDisplay }) {
  const t = useT();
  const total = list.totalElements ?? 0;
  const filter =
    search || filterExtras ? (
      // One row across the table's filter slot, a `list-filter-row__grow` child taking the free width (console.css).
      <div className="list-filter-row">
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
      </div>
    ) : undefined;
  return {
    header: (
      <Header counter={listCounter(t, list.state.paging, list.totalElements, list.selectedItems.length)} description={heading.description} actions={heading.actions}>
        {heading.title}
      </Header>
    ),
    filter,
    pagination: <Pagination currentPageIndex={toPageIndex(list.state.paging)} pagesCount={pagesCount(total, list.state.paging.size)} onChange={({ detail }) => list.setPageIndex(detail.currentPageIndex)} />,
    preferences: <PageSizePreferences size={list.state.paging.size} onChange={list.setPageSize} columns={columns} />,
    empty: <Box textAlign="center">{emptyText}</Box>,
  };
}

/** The delete confirmation naming what goes, for the list's table or cards. */
export function ListDeletion<T, F>({ list, itemLabel }: { list: ServerList<T, F>; itemLabel: (item: T) => string }) {
  return (
    <ConfirmDeleteModal
      visible={list.deletion.pending.length > 0}
      busy={list.deletion.busy}
      names={list.deletion.pending.map(itemLabel)}
      onConfirm={() => void list.deletion.confirm()}
      onCancel={list.deletion.cancel}
    />
  );
}
