import Box from '@cloudscape-design/components/box';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../api/use-api-query';
import { PageSizePreferences } from '../../components/server-paging/page-size-preferences';
import { FIRST_PAGE, fromPageIndex, pageRange, pagesCount, toPageIndex, withPageSize, type Paging } from '../../components/server-paging/paging';
import { useDateDisplay } from '../../components/date-time/use-date-display';
import { useT } from '../../i18n/use-t';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { parseDataChangePage } from './data-change';
import { changeRange, checkRange, RELATIVE_OPTIONS } from './date-range';
import { activityColumns, detailRow, toRow, type ActivityRow } from './table-config';

/**
 * Activity Log (spec 1 section 2): every data change of the museum in a date range, newest
 * first, paged by the server (10 rows by default); a row expands to the change itself.
 */
export function ActivityLogPage({ title }: ScreenProps) {
  const t = useT();
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(null);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [expanded, setExpanded] = useState<ActivityRow[]>([]);

  // A relative range is fixed when chosen: "last 7 days" must not move with every page turn.
  const display = useDateDisplay();
  const columns = useMemo(() => activityColumns(t, display), [t, display]);
  const bounds = useMemo(() => changeRange(range, display.timeZone), [range, display.timeZone]);
  const query = useMemo(() => ({ page: paging.page, size: paging.size, ...bounds }), [paging, bounds]);
  const changes = useApiQuery('/data-changes', parseDataChangePage, query);
  const rows = useMemo(() => (changes.data?.content ?? []).map(toRow), [changes.data]);
  const total = changes.data?.totalElements ?? 0;

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} description={t('access.area.user')} />
      <Table
        data-testid="activity-table"
        variant="full-page"
        trackBy="key"
        items={rows}
        columnDefinitions={columns}
        resizableColumns
        wrapLines
        loading={changes.loading}
        loadingText={t('access.log.loading')}
        expandableRows={{
          getItemChildren: (row) => (row.detail ? [] : [detailRow(row)]),
          isItemExpandable: (row) => !row.detail,
          expandedItems: expanded,
          onExpandableItemToggle: ({ detail }) =>
            setExpanded((current) => (detail.expanded ? [...current, detail.item] : current.filter((r) => r.key !== detail.item.key))),
        }}
        ariaLabels={{
          tableLabel: t('screen.activityLog'),
          expandButtonLabel: () => t('access.log.showChange'),
          collapseButtonLabel: () => t('access.log.hideChange'),
        }}
        header={<Header counter={changes.data ? `(${t('common.paging.range', pageRange(paging, total))})` : undefined}>{t('screen.activityLog')}</Header>}
        filter={
          <DateRangePicker
            value={range}
            onChange={({ detail }) => {
              setRange(detail.value);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            relativeOptions={RELATIVE_OPTIONS}
            isValidRange={(value) => checkRange(value, t)}
            dateOnly
            placeholder={t('access.log.range')}
            data-testid="activity-range"
          />
        }
        pagination={
          <Pagination
            currentPageIndex={toPageIndex(paging)}
            pagesCount={pagesCount(total, paging.size)}
            onChange={({ detail }) => setPaging(fromPageIndex(paging, detail.currentPageIndex))}
          />
        }
        preferences={<PageSizePreferences size={paging.size} onChange={(size) => setPaging(withPageSize(size))} />}
        empty={<Box textAlign="center">{t('access.log.empty')}</Box>}
      />
    </SpaceBetween>
  );
}
