import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { can } from '../../../../../shared/permissions';
import { OBJECT_SINGLE_REFS } from '../../../../../shared/schemas/object-fields';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { ExportProgressModal } from '../../../components/exports/export-progress-modal';
import { SpreadsheetExportButton } from '../../../components/exports/spreadsheet-export-button';
import { saveLines } from '../../../components/exports/save-file';
import { useSpreadsheetExport } from '../../../components/exports/use-spreadsheet-export';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { PageSizePreferences } from '../../../components/server-paging/page-size-preferences';
import { fromPageIndex, pageRange, pagesCount, toPageIndex, withPageSize } from '../../../components/server-paging/paging';
import { storedListStateKey } from '../../../components/server-paging/stored-list-state';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { useObjectDropdowns } from '../form/use-object-dropdowns';
import { activeFilterCount } from './object-filters';
import { ObjectFiltersDrawer } from './object-filters-drawer';
import { ADD_OBJECT_PATH, itemReportPath, saveObjectPath } from './object-paths';
import { PATHS } from '../../../paths';
import { objectColumns, type ValueTitle } from './table-config';
import { useObjectList } from './use-object-list';

/** Spec 2 section 9: the gaps download's name. */
export const GAPS_FILE_NAME = 'gaps.txt';

const parseGaps = (value: unknown) => z.array(z.string()).parse(value);

/** `<stem>_YYYY-MM-DD_HH-mm-ss.xlsx` (spec 2 section 9), in case an answer comes without its own name. */
export function fallbackExportName(stem = 'objects', now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `${stem}_${day}_${two(now.getHours())}-${two(now.getMinutes())}-${two(now.getSeconds())}.xlsx`;
}

/**
 * Objects list (spec 2 section 2) at /objects: offered with item read in the Item-Cataloging
 * module (as the menu's Show entry); its write controls need item write.
 */
export function ObjectListPage({ title }: ScreenProps) {
  const { grant, user } = useSession();
  if (!can(grant, 'item', 'read')) return <NotFoundPage />;
  return <ObjectListScreen title={title} mayWrite={can(grant, 'item', 'write')} storageKey={storedListStateKey('objects', user?.id)} />;
}

/** The list itself: search, Filters drawer, Gaps, Export, Delete and Add, the table and its paging. */
export function ObjectListScreen({ title, mayWrite, storageKey }: ScreenProps & { mayWrite: boolean; storageKey: string }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const list = useObjectList(storageKey);
  const dropdowns = useObjectDropdowns();
  const spreadsheet = useSpreadsheetExport('/objects/excel', () => fallbackExportName());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<CollectionObject[]>([]);
  const [toDelete, setToDelete] = useState<CollectionObject[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [fetchingGaps, setFetchingGaps] = useState(false);

  const titleOf = useCallback<ValueTitle>(
    (type, id) => {
      const value = dropdowns.of(OBJECT_SINGLE_REFS[type]).find((v) => v.id === id);
      return value && translateKnown(t, value.title);
    },
    [dropdowns, t],
  );
  const columns = useMemo(
    () =>
      objectColumns(
        {
          onFollow,
          onEdit: (object) => navigate(saveObjectPath(object.id)),
          onDelete: (object) => setToDelete([object]),
          onReport: (object) => navigate(itemReportPath([object.id])),
        },
        mayWrite,
        t,
        titleOf,
      ),
    [onFollow, navigate, mayWrite, t, titleOf],
  );

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await api.delete('/objects', { query: { idList: toDelete.map((o) => o.id) } });
      notifySuccess('notice.dataDeleted');
      setSelected((current) => current.filter((o) => !toDelete.some((d) => d.id === o.id)));
      list.refetchFromStart();
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(false);
      setToDelete([]);
    }
  };

  const downloadGaps = async () => {
    setFetchingGaps(true);
    try {
      saveLines(parseGaps(await api.get('/objects/gap')), GAPS_FILE_NAME);
    } catch (error) {
      notifyError(error);
    } finally {
      setFetchingGaps(false);
    }
  };

  const filterCount = activeFilterCount(list.filters);
  const total = list.data?.totalElements ?? 0;
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <Table
        data-testid="object-table"
        variant="full-page"
        trackBy="id"
        items={list.data?.content ?? []}
        columnDefinitions={columns}
        loading={list.loading}
        loadingText={t('objects.list.loading')}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          tableLabel: t('objects.list.header'),
          selectionGroupLabel: t('objects.list.selection'),
          allItemsSelectionLabel: () => t('objects.list.selectAll'),
          itemSelectionLabel: (_state, object) => t('common.table.selectRow', { name: object.inventoryNumber }),
        }}
        header={
          <Header
            counter={list.data ? `(${t('common.paging.range', pageRange(list.paging, total))})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={downloadGaps} loading={fetchingGaps} ariaLabel={t('objects.list.gaps')} data-testid="object-gaps">
                  {t('objects.list.gaps')}
                </Button>
                <Button disabled={!selected.length} onClick={() => navigate(itemReportPath(selected.map((o) => o.id)))} data-testid="object-reports">
                  {t('itemReport.action')}
                </Button>
                <SpreadsheetExportButton
                  spreadsheet={spreadsheet}
                  selectedIds={selected.map((o) => o.id)}
                  texts={{
                    selected: (count) => t('objects.list.exportSelected', { count }),
                    all: t('objects.list.exportAll'),
                    tooMany: (max) => t('objects.list.exportTooMany', { max }),
                  }}
                  testId="object-export"
                />
                {mayWrite && (
                  // Beside the export it reads back (issue 15).
                  <Button onClick={() => navigate(PATHS.importObjects)} data-testid="object-import">
                    {t('shell.nav.import')}
                  </Button>
                )}
                {mayWrite && (
                  <Button
                    disabled={!selected.length}
                    onClick={() => setToDelete(selected)}
                    ariaLabel={t('common.delete')}
                    data-testid="object-delete"
                  >
                    {t('common.delete')}
                  </Button>
                )}
                {mayWrite && (
                  <Button variant="primary" onClick={() => navigate(ADD_OBJECT_PATH)} ariaLabel={t('common.add')} data-testid="object-add">
                    {t('common.add')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {t('objects.list.header')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <TextFilter
              filteringText={list.filteringText}
              filteringPlaceholder={t('objects.list.search')}
              filteringAriaLabel={t('objects.list.search')}
              filteringClearAriaLabel={t('objects.list.clearSearch')}
              onChange={({ detail }) => list.setFilteringText(detail.filteringText)}
            />
            <Button
              iconName="filter"
              onClick={() => setFiltersOpen(true)}
              ariaLabel={t('objects.filters.button')}
              ariaExpanded={filtersOpen}
              data-testid="object-filters-open"
            >
              {t('objects.filters.button')}
            </Button>
            {/* Beside the button, not in it: the button's name stays 'Filters' for screen readers and the browser tests. */}
            {filterCount > 0 && (
              <Box variant="small" color="text-body-secondary" data-testid="object-filters-applied">
                {t('objects.filters.applied', { count: filterCount })}
              </Box>
            )}
          </SpaceBetween>
        }
        pagination={
          <Pagination
            currentPageIndex={toPageIndex(list.paging)}
            pagesCount={pagesCount(total, list.paging.size)}
            onChange={({ detail }) => list.setPaging(fromPageIndex(list.paging, detail.currentPageIndex))}
          />
        }
        preferences={<PageSizePreferences size={list.paging.size} onChange={(size) => list.setPaging(withPageSize(size))} />}
        empty={<Box textAlign="center">{t('objects.list.empty')}</Box>}
      />
      <ObjectFiltersDrawer
        open={filtersOpen}
        applied={list.filters}
        dropdowns={dropdowns}
        onApply={(filters) => {
          list.setFilters(filters);
          setFiltersOpen(false);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      <ExportProgressModal job={spreadsheet.job} onDismiss={spreadsheet.dismiss} />
      <ConfirmDeleteModal visible={toDelete.length > 0} busy={deleting} onConfirm={confirmDelete} onCancel={() => setToDelete([])} />
    </SpaceBetween>
  );
}
