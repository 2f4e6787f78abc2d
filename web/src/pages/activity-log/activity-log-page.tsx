import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import type { ListState } from '../../components/lists/list-state';
import { ServerListTable } from '../../components/lists/server-list-table';
import { useServerList } from '../../components/lists/use-server-list';
import { useDateDisplay } from '../../components/date-time/use-date-display';
import { can } from '../../../../shared/permissions';
import { restoreArea } from '../../../../shared/restore-areas';
import { RestoreModal } from '../../components/change-history/restore-modal';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session-context';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { parseDataChangePage, type DataChange } from './data-change';
import { changeRange, checkRange, RELATIVE_OPTIONS, type ChangeRange } from './date-range';
import { activityColumns, detailRow, toRow, type ActivityRow } from './table-config';

/** The picker's value, and the API's bounds fixed when it was chosen: "last 7 days" must not move with every page turn. */
type ActivityFilters = { range: DateRangePickerProps.Value | null; bounds: ChangeRange };
// Not kept across navigation: the schema only types the filter.
const ACTIVITY_FILTERS = { initial: { range: null, bounds: {} }, schema: z.custom<ActivityFilters>() };
const activityQuery = ({ paging, filters }: ListState<ActivityFilters>) => ({ page: paging.page, size: paging.size, ...filters.bounds });

function parseRows(value: unknown) {
  const page = parseDataChangePage(value);
  return { totalElements: page.totalElements, content: page.content.map(toRow) };
}

/**
 * Activity Log (spec 1 section 2): every data change of the museum in a date range, newest
 * first, paged by the server (10 rows by default); a row expands to the change itself.
 */
export function ActivityLogPage({ title }: ScreenProps) {
  const t = useT();
  const [expanded, setExpanded] = useState<ActivityRow[]>([]);
  const display = useDateDisplay();
  const { grant } = useSession();
  const [restoring, setRestoring] = useState<DataChange>();
  const columns = useMemo(
    () =>
      activityColumns(t, display, {
        mayRestore: (change) => {
          const area = restoreArea(change.entityType);
          return Boolean(area && can(grant, area, 'write'));
        },
        onRestore: setRestoring,
      }),
    [t, display, grant],
  );
  const list = useServerList({ path: '/data-changes', parse: parseRows, filters: ACTIVITY_FILTERS, toQuery: activityQuery });

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} description={t('access.area.user')} />
      <ServerListTable
        list={list}
        testId="activity-table"
        trackBy="key"
        columnDefinitions={columns}
        resizableColumns
        wrapLines
        loadingText={t('access.log.loading')}
        expandableRows={{
          getItemChildren: (row) => (row.detail ? [] : [detailRow(row)]),
          isItemExpandable: (row) => !row.detail,
          expandedItems: expanded,
          onExpandableItemToggle: ({ detail }) =>
            setExpanded((current) => (detail.expanded ? [...current, detail.item] : current.filter((r) => r.key !== detail.item.key))),
        }}
        itemLabel={(row) => row.change.entityId}
        labels={{ table: t('screen.activityLog'), expand: t('access.log.showChange'), collapse: t('access.log.hideChange') }}
        emptyText={t('access.log.empty')}
        heading={{ title: t('screen.activityLog') }}
        filterExtras={
          <DateRangePicker
            value={list.state.filters.range}
            onChange={({ detail }) => list.setFilters({ range: detail.value, bounds: changeRange(detail.value, display.timeZone) })}
            relativeOptions={RELATIVE_OPTIONS}
            isValidRange={(value) => checkRange(value, t)}
            dateOnly
            placeholder={t('access.log.range')}
            data-testid="activity-range"
          />
        }
      />
      {restoring && (
        <RestoreModal
          change={{ changeId: restoring.id, timestamp: restoring.timestamp }}
          objectType={restoring.entityType}
          onClose={() => setRestoring(undefined)}
          onRestored={() => {
            setRestoring(undefined);
            list.reload();
          }}
        />
      )}
    </SpaceBetween>
  );
}
