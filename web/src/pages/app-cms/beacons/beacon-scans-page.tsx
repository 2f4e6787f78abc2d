import Button from '@cloudscape-design/components/button';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { CSV_EXPORTS } from '../../../../../shared/app-content/constants';
import { can } from '../../../../../shared/permissions';
import { BeaconScanSchema, type BeaconScanDto } from '../../../../../shared/schemas/beacon';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { dayIn } from '../../../components/date-time/date-time';
import { useClientList } from '../../../components/lists/use-client-list';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';
import { useSession, useTimeZone } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { checkRange, changeRange } from '../../activity-log/date-range';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { updatePoiGroupPath, updatePoiPath } from '../common/app-paths';
import { downloadCsv } from '../common/csv-download';

const parseScans = (value: unknown) => z.array(BeaconScanSchema).parse(value);

/**
 * /beacon-scans (spec 2 section 2): scan counts per beacon and day over a date range (today to
 * today at first, in the museum's days), linked to the group or POI the beacon serves; Export CSV.
 */
export function BeaconScansPage({ title }: ScreenProps) {
  const t = useT();
  const api = useApi();
  const { grant } = useSession();
  const timeZone = useTimeZone();
  const onFollow = useOnFollow();
  const notifyError = useNotifyQueryError();
  const today = dayIn(new Date(), timeZone);
  const [range, setRange] = useState<DateRangePickerProps.Value>({ type: 'absolute', startDate: today, endDate: today });
  const [exporting, setExporting] = useState(false);
  const bounds = useMemo(() => {
    const { from, to } = changeRange(range, timeZone);
    return { startDate: from ?? today, endDate: to ?? from ?? today };
  }, [range, timeZone, today]);
  const scans = useApiQuery(can(grant, 'appcms', 'read') ? '/beacons/scans' : undefined, parseScans, bounds);
  const rows = useMemo(() => (scans.data ?? []).map((s) => ({ ...s, key: `${s.date}#${s.beaconId}` })), [scans.data]);
  const list = useClientList(rows, { trackBy: (s) => s.key, empty: t('appCms.scans.empty') });
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(api, '/api/beacons/scans/export', bounds, CSV_EXPORTS.beaconScans);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const none = t('common.missingValue');
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <Table<BeaconScanDto & { key: string }>
        data-testid="scan-table"
        variant="full-page"
        {...list.collectionProps}
        items={list.items}
        loading={scans.loading}
        loadingText={t('appCms.list.loading')}
        columnDefinitions={[
          { id: 'uniqueId', header: t('appCms.beacon.uniqueId'), cell: (s) => <Ltr>{s.uniqueId}</Ltr>, isRowHeader: true },
          { id: 'count', header: t('appCms.scans.count'), cell: (s) => s.count },
          { id: 'date', header: t('appCms.scans.date'), cell: (s) => <Ltr>{s.date}</Ltr> },
          {
            id: 'group',
            header: t('appCms.beacon.group'),
            cell: (s) =>
              s.pointOfInterestGroup ? (
                <Link href={updatePoiGroupPath(s.pointOfInterestGroup.id)} onFollow={onFollow}>
                  {s.pointOfInterestGroup.title}
                </Link>
              ) : (
                none
              ),
          },
          {
            id: 'poi',
            header: t('appCms.beacon.poi'),
            cell: (s) =>
              !s.pointOfInterestGroup && s.poiList[0] ? (
                <Link href={updatePoiPath(s.poiList[0].id)} onFollow={onFollow}>
                  {s.poiList[0].title}
                </Link>
              ) : (
                none
              ),
          },
        ]}
        ariaLabels={{ tableLabel: title }}
        header={
          <Header
            counter={scans.data ? list.counter : undefined}
            actions={
              <Button iconName="download" loading={exporting} onClick={() => void exportCsv()} data-testid="scan-export">
                {t('appCms.list.export')}
              </Button>
            }
          >
            {title}
          </Header>
        }
        filter={
          <DateRangePicker
            value={range}
            onChange={({ detail }) => detail.value && setRange(detail.value)}
            relativeOptions={[]}
            rangeSelectorMode="absolute-only"
            isValidRange={(value) => checkRange(value, t)}
            dateOnly
            placeholder={t('appCms.scans.range')}
            data-testid="scan-range"
          />
        }
      />
    </SpaceBetween>
  );
}
