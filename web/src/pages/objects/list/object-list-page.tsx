import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import { gapsSummary } from '../../../../../shared/inventory-series';
import { can } from '../../../../../shared/permissions';
import { OBJECT_SINGLE_REFS } from '../../../../../shared/schemas/object-fields';
import { useApi } from '../../../api/api-context';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { ExportProgressModal } from '../../../components/exports/export-progress-modal';
import { SpreadsheetExportButton } from '../../../components/exports/spreadsheet-export-button';
import { saveLines } from '../../../components/exports/save-file';
import { useSpreadsheetExport } from '../../../components/exports/use-spreadsheet-export';
import { ServerListCards } from '../../../components/lists/server-list-cards';
import { ServerListTable } from '../../../components/lists/server-list-table';
import { storedListStateKey } from '../../../components/lists/stored-list-state';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { useSession } from '../../../session/session-context';
import { CreatePoiModal, mayCreatePoi } from '../page/create-poi-modal';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { useObjectDropdowns } from '../form/use-object-dropdowns';
import { activeFilterCount } from './object-filters';
import { ObjectFiltersDrawer } from './object-filters-drawer';
import { ADD_OBJECT_PATH, itemReportPath, OBJECT_LIST_AREA, saveObjectPath } from './object-paths';
import { PATHS } from '../../../paths';
import { objectCardDefinition } from './object-cards';
import { EAGER_THUMBNAILS } from './object-thumbnail';
import { ListViewToggle, useListView } from './list-view';
import { objectColumns, type ValueTitle } from './table-config';
import { useObjectList } from './use-object-list';
import { narrowed, useListedExport } from './use-listed-export';
import { LackingFilter } from '../../minimum-record/lacking-filter';
import { PrintLabelsModal } from '../../labels/print-labels-modal';
import { allObjectsOfSet } from './sets/set-objects';
import { useLackingField, type LackingField } from '../../minimum-record/use-lacking-field';
import { useObjectListUrl, useObjectListUrlState } from './use-object-list-url';
import { optionalObjectColumns, type RefTitle } from './optional-columns';
import { useObjectSearchTools } from './object-search-tools';
import { useDateDisplay } from '../../../components/date-time/use-date-display';
import { AddToSetButton } from './sets/add-to-set';
import { OpenSetHeader } from './sets/open-set-header';
import { useOpenSet } from './sets/use-open-set';
import { EditSelectedButton } from '../../batch-edit/edit-selected-button';

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
  const lacking = useLackingField();
  if (!can(grant, 'item', 'read')) return <NotFoundPage />;
  // Keyed by the field: a selection made among the objects lacking one is not kept for another list.
  return <ObjectListScreen key={lacking.field} title={title} mayWrite={can(grant, 'item', 'write')} withPoi={mayCreatePoi(grant)} storageKey={storedListStateKey(OBJECT_LIST_AREA, user?.id)} lacking={lacking} />;
}

/** The list itself: search, Filters drawer, Gaps, Export, Delete and Add, the table and its paging. */
export function ObjectListScreen({ title, mayWrite, withPoi = false, storageKey, lacking }: ScreenProps & { mayWrite: boolean; withPoi?: boolean; storageKey: string; lacking?: LackingField }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const notifyError = useNotifyQueryError();
  const { notify } = useNotifications();
  const openSet = useOpenSet();
  const list = useObjectList(storageKey, lacking?.field, useObjectListUrlState(), openSet.setId);
  useObjectListUrl(list.state, list.restore);
  const dropdowns = useObjectDropdowns();
  const display = useDateDisplay();
  const setScope = useMemo(() => (openSet.setId ? { setId: openSet.setId } : undefined), [openSet.setId]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const selected = list.selectedItems;
  const [fetchingGaps, setFetchingGaps] = useState(false);
  const [view, setView] = useListView(storageKey);
  const [poiObject, setPoiObject] = useState<CollectionObject | null>(null);
  const [printing, setPrinting] = useState(false);

  const titleOf = useCallback<ValueTitle & RefTitle>(
    (type, id) => {
      // A category is a child value of its classification.
      const values = type === 'category' ? dropdowns.of(OBJECT_SINGLE_REFS.classification).flatMap((c) => c.children ?? []) : dropdowns.of(OBJECT_SINGLE_REFS[type]);
      const value = values.find((v) => v.id === id);
      return value && translateKnown(t, value.title);
    },
    [dropdowns, t],
  );
  const columns = useMemo(
    () => [
      ...objectColumns(
        {
          onFollow,
          onEdit: (object) => navigate(saveObjectPath(object.id)),
          onDelete: (object) => list.deletion.ask([object]),
          onReport: (object) => navigate(itemReportPath([object.id])),
          ...(withPoi ? { onCreatePoi: setPoiObject } : {}),
        },
        mayWrite,
        t,
        titleOf,
      ),
      ...optionalObjectColumns(t, titleOf, display),
    ],
    [onFollow, navigate, mayWrite, t, titleOf, list.deletion.ask, withPoi, display],
  );
  const searchTools = useObjectSearchTools(list, columns, dropdowns);
  const spreadsheet = useSpreadsheetExport('/objects/excel', () => fallbackExportName(), setScope, useListedExport(list.query, searchTools.columnDisplay.value));

  const downloadGaps = async () => {
    setFetchingGaps(true);
    try {
      const lines = parseGaps(await api.get('/objects/gap'));
      saveLines(lines, GAPS_FILE_NAME);
      // The download alone says nothing: the notice tells what the file holds.
      const { missing, series } = gapsSummary(lines);
      notify({
        type: 'info',
        header: (t) => t('objects.gaps.saved'),
        content: (t) => (missing ? t('objects.gaps.summary', { missing, count: series.length, series: series.join(', ') }) : t('objects.gaps.none')),
        durationMs: QUERY_ERROR_MS,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setFetchingGaps(false);
    }
  };

  const filterCount = activeFilterCount(list.state.filters);
  const eagerIds = useMemo(() => new Set(list.items.slice(0, EAGER_THUMBNAILS).map((o) => o.id)), [list.items]);
  // The table and the gallery (issue 29) show the same list: one set of props, two views.
  const ObjectList = view === 'cards' ? ServerListCards : ServerListTable;
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      {lacking?.field && <LackingFilter field={lacking.field} onClear={lacking.clear} />}
      {openSet.setId && (
        <OpenSetHeader set={openSet.set} selectedIds={selected.map((o) => o.id)} mayWrite={mayWrite} onChanged={() => (openSet.reload(), list.refetchFromStart())} />
      )}
      <ObjectList
        list={list}
        testId={view === 'cards' ? 'object-cards' : 'object-table'}
        trackBy="id"
        columnDefinitions={columns}
        cardDefinition={objectCardDefinition(onFollow, t, eagerIds)}
        columnDisplay={searchTools.columnDisplay}
        loadingText={t('objects.list.loading')}
        selectable
        itemLabel={(object) => object.inventoryNumber}
        labels={{ table: t('objects.list.header'), cards: t('objects.gallery.cardsLabel'), selection: t('objects.list.selection'), selectAll: t('objects.list.selectAll') }}
        emptyText={t('objects.list.empty')}
        search={{ label: t('objects.list.search'), clearLabel: t('objects.list.clearSearch') }}
        heading={{
          title: t('objects.list.header'),
          actions: (
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={downloadGaps} loading={fetchingGaps} ariaLabel={t('objects.list.gaps')} data-testid="object-gaps">
                {t('objects.list.gaps')}
              </Button>
              <Button disabled={!selected.length} onClick={() => navigate(itemReportPath(selected.map((o) => o.id)))} data-testid="object-reports">
                {t('itemReport.action')}
              </Button>
              {/* With a set open and nothing ticked, the labels are the whole set's. */}
              <Button disabled={!selected.length && !openSet.set} onClick={() => setPrinting(true)} data-testid="object-labels">
                {t('labels.action')}
              </Button>
              <SpreadsheetExportButton
                spreadsheet={spreadsheet}
                selectedIds={selected.map((o) => o.id)}
                texts={{
                  selected: (count) => t('objects.list.exportSelected', { count }),
                  // A search or filter narrows both of its files to what the list found.
                  all: narrowed(list.query) ? t('objects.list.exportFound', { count: list.totalElements ?? 0 }) : openSet.setId ? t('objectSets.exportSet') : t('objects.list.exportAll'),
                  tooMany: (max) => t('objects.list.exportTooMany', { max }),
                }}
                testId="object-export"
              />
              {mayWrite && <AddToSetButton selectedIds={selected.map((o) => o.id)} query={list.query} total={list.totalElements} />}
              {mayWrite && (
                <EditSelectedButton
                  kind="objects"
                  selectedIds={selected.map((o) => o.id)}
                  query={list.query}
                  total={list.totalElements}
                  set={openSet.set && { id: openSet.set.id, size: openSet.set.size }}
                  onChanged={list.refetchFromStart}
                />
              )}
              {mayWrite && (
                // Beside the export it reads back (issue 15).
                <Button onClick={() => navigate(PATHS.importObjects)} data-testid="object-import">
                  {t('shell.nav.import')}
                </Button>
              )}
              {mayWrite && (
                <Button disabled={!selected.length} onClick={() => list.deletion.ask(selected)} ariaLabel={t('common.delete')} data-testid="object-delete">
                  {t('common.delete')}
                </Button>
              )}
              {mayWrite && (
                <Button variant="primary" onClick={() => navigate(ADD_OBJECT_PATH)} ariaLabel={t('common.add')} data-testid="object-add">
                  {t('common.add')}
                </Button>
              )}
            </SpaceBetween>
          ),
        }}
        filterExtras={
          <>
            {searchTools.tools}
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
            <ListViewToggle view={view} onChange={setView} />
          </>
        }
      />
      <ObjectFiltersDrawer
        open={filtersOpen}
        applied={list.state.filters}
        dropdowns={dropdowns}
        onApply={(filters) => {
          list.setFilters(filters);
          setFiltersOpen(false);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      <ExportProgressModal job={spreadsheet.job} onDismiss={spreadsheet.dismiss} />
      {withPoi && <CreatePoiModal object={poiObject} onDismiss={() => setPoiObject(null)} />}
      {printing && (
        <PrintLabelsModal
          count={selected.length || (openSet.set?.size ?? 0)}
          objects={async () => (selected.length || !openSet.set ? selected : allObjectsOfSet(api, openSet.set.id))}
          onDismiss={() => setPrinting(false)}
        />
      )}
    </SpaceBetween>
  );
}
