import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../api/api-context';
import type { QueryValue } from '../../../api/client';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { WITHOUT_FILTERS, type ListQuery, type ListState } from '../../../components/lists/list-state';
import { ServerListTable } from '../../../components/lists/server-list-table';
import { storedListStateKey } from '../../../components/lists/stored-list-state';
import { useServerList, type ListPage, type ServerList, type ServerListOptions } from '../../../components/lists/use-server-list';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { downloadCsv } from './csv-download';

/** A title column's width: titles run to 240 characters and are cut with an ellipsis, so the other columns stay in view. */
export const TITLE_WIDTH = 300;

/**
 * A list of the App CMS: its API path (also its DELETE path with `idList`, and the name its
 * state is kept under), searched by `title`, with the page's own filters (`filterQuery` names
 * them for the API; it must be a stable function).
 */
export function useContentList<T, F>({
  path,
  parse,
  filters,
  filterQuery,
}: {
  path: string;
  parse: (value: unknown) => ListPage<T>;
  filters: ServerListOptions<T, F>['filters'];
  filterQuery?: (filters: F) => ListQuery;
}) {
  const { user } = useSession();
  const toQuery = useCallback(
    ({ paging, search, filters: chosen }: ListState<F>) => ({ ...filterQuery?.(chosen), page: paging.page, size: paging.size, title: search.trim() }),
    [filterQuery],
  );
  return useServerList({ path, parse, filters, toQuery, keepAs: storedListStateKey(path, user?.id), deleteParam: 'idList' });
}

/** A content list searched by title only. */
export const useContentListWithoutFilters = <T,>(path: string, parse: (value: unknown) => ListPage<T>) => useContentList({ path, parse, filters: WITHOUT_FILTERS });

export type ContentTableProps<T extends { id: string }, F> = {
  list: ServerList<T, F>;
  columns: TableProps.ColumnDefinition<T>[];
  heading: string;
  itemLabel: (item: T) => string;
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
 * A list of the App CMS (spec 2 section 2): the list's page, the title search, checkboxes,
 * Delete ('Sure to delete?', then the list again from page 0) and Add with appcms write, and the
 * CSV export of the selection or of everything.
 */
export function ContentTable<T extends { id: string }, F>(props: ContentTableProps<T, F>) {
  const { list, columns, heading, itemLabel, csv, addPath, editPath, mayWrite, filterExtras, expandableRows, isDetailRow, testId } = props;
  const mayDelete = mayWrite && (props.mayDelete ?? true);
  const mayEdit = mayWrite && (props.mayEdit ?? true);
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notifyError = useNotifyQueryError();
  const [exporting, setExporting] = useState(false);
  const selected = list.selectedItems;

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
          {mayDelete && <Button variant="inline-icon" iconName="remove" ariaLabel={t('appCms.list.deleteOne', { name: itemLabel(item) })} onClick={() => list.deletion.ask([item])} />}
        </SpaceBetween>
      ),
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const which = selected.length ? { idList: selected.map((i) => i.id) } : { all: true };
      await downloadCsv(api, csv.path, { ...which, ...(csv.query ?? {}) }, csv.stem);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ServerListTable
      list={list}
      testId={`${testId}-table`}
      trackBy="id"
      columnDefinitions={[...columns, actions]}
      // The row's actions stay in reach on a narrow screen.
      stickyColumns={{ first: 0, last: 1 }}
      // Cells wrap so every column fits the page (at 1400 px fixed widths cut the last columns off).
      wrapLines
      loadingText={t('appCms.list.loading')}
      selectable
      isItemDisabled={isDetailRow}
      expandableRows={expandableRows}
      itemLabel={itemLabel}
      labels={{ table: heading, selection: t('appCms.list.selection'), selectAll: t('appCms.list.selectAll') }}
      emptyText={t('appCms.list.empty')}
      search={{ label: t('appCms.list.searchTitle'), testId: `${testId}-search` }}
      filterExtras={filterExtras}
      heading={{
        title: heading,
        actions: (
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="download" loading={exporting} onClick={() => void exportCsv()} data-testid={`${testId}-export`}>
              {selected.length ? t('appCms.list.exportSelected', { count: selected.length }) : t('appCms.list.export')}
            </Button>
            {mayDelete && (
              <Button disabled={!selected.length} onClick={() => list.deletion.ask(selected)} data-testid={`${testId}-delete`}>
                {t('common.delete')}
              </Button>
            )}
            {mayWrite && addPath && (
              <Button variant="primary" onClick={() => navigate(addPath)} data-testid={`${testId}-add`}>
                {t('common.add')}
              </Button>
            )}
          </SpaceBetween>
        ),
      }}
    />
  );
}
