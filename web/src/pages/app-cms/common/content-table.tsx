import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/constants';
import { useApi } from '../../../api/api-context';
import type { QueryValue } from '../../../api/client';
import { useApiQuery } from '../../../api/use-api-query';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { PageSizePreferences } from '../../../components/server-paging/page-size-preferences';
import { FIRST_PAGE, fromPageIndex, pageRange, pagesCount, toPageIndex, withPageSize, type Paging } from '../../../components/server-paging/paging';
import { storedListStateKey, useStoredListState } from '../../../components/server-paging/stored-list-state';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { OBJECT_SEARCH_DELAY_MS } from '../../objects/list/use-object-list';
import { downloadCsv } from './csv-download';

export type ContentPage<T> = { content: T[]; totalElements: number };
/** A title column's width: titles run to 240 characters and are cut with an ellipsis, so the other columns stay in view. */
export const TITLE_WIDTH = 300;
type ListState = { paging: Paging; search: string };
const ListStateSchema: z.ZodMiniType<ListState> = z.object({
  paging: z.object({ page: z.number().check(z.int(), z.minimum(0)), size: z.number().check(z.refine((s) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(s))) }),
  search: z.string(),
});

export type ContentTableProps<T extends { id: string }> = {
  /** The list's API path (`/point-of-interests`), also its DELETE path. */
  path: string;
  parse: (value: unknown) => ContentPage<T>;
  /** The list's own filters, sent with the page (a new value starts again at page 0). */
  query?: Record<string, QueryValue>;
  columns: TableProps.ColumnDefinition<T>[];
  heading: string;
  itemLabel: (item: T) => string;
  /** The search box's parameter (`title`), or none for a list without search. */
  searchParam?: string;
  /** `?all=true` or the selection's `idList`, with `query` (the POIs' language) added. */
  csv: { path: string; stem: string; query?: Record<string, QueryValue> };
  addPath?: string;
  /** The row's Edit action (the update screen, read-only without write). */
  editPath: (item: T) => string;
  mayWrite: boolean;
  /** Delete may need more than write (a POI's also needs item write, spec 2 section 6). */
  mayDelete?: boolean;
  /** Edit may need more than write, as delete does (a POI's); without it the row only views. */
  mayEdit?: boolean;
  /** Beside the search box: the Filters drawer's button. */
  filterExtras?: ReactNode;
  expandableRows?: TableProps.ExpandableRows<T>;
  /** A row an expanded item shows beneath it (a POI's description): no actions, no checkbox. */
  isDetailRow?: (item: T) => boolean;
  testId: string;
};

/**
 * A list of the App CMS (spec 2 section 2): a page from the API (page and size kept across
 * navigation), the title search, checkboxes, Delete ('Sure to delete?', then the list again from
 * page 0) and Add with appcms write, and the CSV export of the selection or of everything.
 */
export function ContentTable<T extends { id: string }>(props: ContentTableProps<T>) {
  const { path, parse, query, columns, heading, itemLabel, searchParam, csv, addPath, editPath, mayWrite, filterExtras, expandableRows, isDetailRow, testId } = props;
  const mayDelete = mayWrite && (props.mayDelete ?? true);
  const mayEdit = mayWrite && (props.mayEdit ?? true);
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { user } = useSession();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const [state, setState] = useStoredListState(storedListStateKey(path, user?.id), ListStateSchema, { paging: FIRST_PAGE, search: '' });
  const [typed, setTyped] = useState(state.search);
  const [selected, setSelected] = useState<T[]>([]);
  const [toDelete, setToDelete] = useState<T[]>([]);
  const [busy, setBusy] = useState<'delete' | 'export'>();

  useEffect(() => {
    if (typed === state.search) return;
    const timer = setTimeout(() => setState((s) => ({ search: typed, paging: { ...s.paging, page: 0 } })), OBJECT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, state.search, setState]);

  // A filter changed by the page (the drawer's Search) starts again at the first page.
  const filterKey = JSON.stringify(query ?? {});
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    if (state.paging.page !== 0) setState((s) => ({ ...s, paging: { ...s.paging, page: 0 } }));
  }

  const fullQuery = useMemo(
    () => ({ ...(query ?? {}), page: state.paging.page, size: state.paging.size, ...(searchParam ? { [searchParam]: state.search.trim() } : {}) }),
    [query, state, searchParam],
  );
  const list = useApiQuery(path, parse, fullQuery);
  const total = list.data?.totalElements ?? 0;

  const actions: TableProps.ColumnDefinition<T> = {
    id: 'actions',
    header: t('common.actions'),
    cell: (item) =>
      isDetailRow?.(item) ? null : (
      <SpaceBetween direction="horizontal" size="xxs">
        <Button
          variant="inline-icon"
          iconName={mayEdit ? 'edit' : 'search'}
          ariaLabel={t(mayEdit ? 'appCms.list.edit' : 'appCms.list.view', { name: itemLabel(item) })}
          onClick={() => navigate(editPath(item))}
        />
        {mayDelete && <Button variant="inline-icon" iconName="remove" ariaLabel={t('appCms.list.deleteOne', { name: itemLabel(item) })} onClick={() => setToDelete([item])} />}
      </SpaceBetween>
    ),
  };

  const confirmDelete = async () => {
    setBusy('delete');
    try {
      await api.delete(path, { query: { idList: toDelete.map((i) => i.id) } });
      notifySuccess('notice.dataDeleted');
      setSelected((current) => current.filter((i) => !toDelete.some((d) => d.id === i.id)));
      setState((s) => ({ ...s, paging: FIRST_PAGE }));
      list.reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
      setToDelete([]);
    }
  };

  const exportCsv = async () => {
    setBusy('export');
    try {
      const which = selected.length ? { idList: selected.map((i) => i.id) } : { all: true };
      await downloadCsv(api, csv.path, { ...which, ...(csv.query ?? {}) }, csv.stem);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <Table
        data-testid={`${testId}-table`}
        variant="full-page"
        trackBy="id"
        items={list.data?.content ?? []}
        columnDefinitions={[...columns, actions]}
        // A wide table scrolls; the row's actions stay in reach.
        stickyColumns={{ first: 0, last: 1 }}
        // Columns keep their widths (a long title is cut, not the whole table widened); staff may drag them.
        resizableColumns
        loading={list.loading}
        loadingText={t('appCms.list.loading')}
        selectionType="multi"
        isItemDisabled={isDetailRow}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        expandableRows={expandableRows}
        ariaLabels={{
          tableLabel: heading,
          selectionGroupLabel: t('appCms.list.selection'),
          allItemsSelectionLabel: () => t('appCms.list.selectAll'),
          itemSelectionLabel: (_state, item) => t('common.table.selectRow', { name: itemLabel(item) }),
        }}
        header={
          <Header
            counter={list.data ? `(${t('common.paging.range', pageRange(state.paging, total))})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="download" loading={busy === 'export'} onClick={() => void exportCsv()} data-testid={`${testId}-export`}>
                  {selected.length ? t('appCms.list.exportSelected', { count: selected.length }) : t('appCms.list.export')}
                </Button>
                {mayDelete && (
                  <Button disabled={!selected.length} onClick={() => setToDelete(selected)} data-testid={`${testId}-delete`}>
                    {t('common.delete')}
                  </Button>
                )}
                {mayWrite && addPath && (
                  <Button variant="primary" onClick={() => navigate(addPath)} data-testid={`${testId}-add`}>
                    {t('common.add')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {heading}
          </Header>
        }
        filter={
          searchParam || filterExtras ? (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              {searchParam && (
                <TextFilter
                  filteringText={typed}
                  filteringPlaceholder={t('appCms.list.searchTitle')}
                  filteringAriaLabel={t('appCms.list.searchTitle')}
                  filteringClearAriaLabel={t('objects.list.clearSearch')}
                  onChange={({ detail }) => setTyped(detail.filteringText)}
                  data-testid={`${testId}-search`}
                />
              )}
              {filterExtras}
            </SpaceBetween>
          ) : undefined
        }
        pagination={
          <Pagination
            currentPageIndex={toPageIndex(state.paging)}
            pagesCount={pagesCount(total, state.paging.size)}
            onChange={({ detail }) => setState((s) => ({ ...s, paging: fromPageIndex(s.paging, detail.currentPageIndex) }))}
          />
        }
        preferences={<PageSizePreferences size={state.paging.size} onChange={(size) => setState((s) => ({ ...s, paging: withPageSize(size) }))} />}
        empty={<Box textAlign="center">{t('appCms.list.empty')}</Box>}
      />
      <ConfirmDeleteModal visible={toDelete.length > 0} busy={busy === 'delete'} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete([])} />
    </>
  );
}

