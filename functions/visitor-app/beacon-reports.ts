import { CSV_EXPORTS, SCAN_RANGE_MAX_DAYS } from '../../shared/app-content/constants';
import type { CsvExportRequest } from '../../shared/schemas/app-content';
import type { BeaconScanDto, ScanRange } from '../../shared/schemas/beacon';
import { allContent } from '../lib/app-content/content-index';
import { csvReply } from '../lib/app-content/csv-reply';
import type { RequestContext } from '../lib/context';
import { BeaconScanDayEntity } from '../lib/entities/beacon-scan-day';
import { ValidationError } from '../lib/errors';
import { localDay } from '../lib/time-zone';
import { assigned, assignments, beaconsById } from './beacons';

/** The beacon scans page and the beacons' CSV exports: loaded by their first call, not at a cold start. */
/** The range asked for, in the museum's days: both ends default to today. */
function scanDays(ctx: RequestContext, range: ScanRange) {
  const today = localDay(Date.now(), ctx.registry.timeZone);
  const startDate = range.startDate ?? range.endDate ?? today;
  const endDate = range.endDate ?? (range.startDate && range.startDate > today ? range.startDate : today);
  if (startDate > endDate) {
    const message = 'The start date is after the end date.';
    throw new ValidationError(message, { startDate: message });
  }
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days > SCAN_RANGE_MAX_DAYS) {
    const message = `Choose at most ${SCAN_RANGE_MAX_DAYS} days at once.`;
    throw new ValidationError(message, { endDate: message });
  }
  return { startDate, endDate };
}

/** Scan counts per beacon and day of a range, newest day first: one Query of the museum's scan days. */
export async function listScans(ctx: RequestContext, range: ScanRange): Promise<BeaconScanDto[]> {
  const { startDate, endDate } = scanDays(ctx, range);
  const { data } = await BeaconScanDayEntity.query.byDay({ tenant: ctx.tenant }).between({ date: startDate, beaconId: '' }, { date: endDate, beaconId: '\uffff' }).go({ pages: 'all' });
  const beacons = await beaconsById(ctx.tenant, data.map((d) => d.beaconId));
  const byId = new Map(beacons.map((b) => [b.id, b]));
  const a = await assignments(ctx.tenant, beacons);
  return data
    .map((d) => {
      const beacon = byId.get(d.beaconId);
      return { uniqueId: d.uniqueId, beaconId: d.beaconId, count: d.count, date: d.date, ...(beacon ? assigned(beacon, a) : { pointOfInterestGroup: null, poiList: [] }) };
    })
    .sort((x, y) => (x.date === y.date ? x.uniqueId.localeCompare(y.uniqueId) : x.date < y.date ? 1 : -1));
}

export async function exportScans(ctx: RequestContext, range: ScanRange) {
  const rows = (await listScans(ctx, range)).map((s) => [s.uniqueId, s.count, s.date, s.pointOfInterestGroup?.title ?? '', s.poiList.map((p) => p.title).join('; ')]);
  return csvReply(CSV_EXPORTS.beaconScans, ctx.registry.timeZone, ['Unique ID', 'Scan Count', 'Date', 'Assigned POI Group', 'Assigned POI'], rows);
}

export async function exportBeacons(ctx: RequestContext, request: CsvExportRequest) {
  const ids = request.all ? (await allContent(ctx.tenant, 'beacon')).map((d) => d.id) : request.ids;
  const rows: unknown[][] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const beacons = await beaconsById(ctx.tenant, ids.slice(i, i + 500));
    const a = await assignments(ctx.tenant, beacons);
    for (const b of beacons) {
      const { pointOfInterestGroup, poiList } = assigned(b, a);
      const location = b.lastSyncedLocation as { latitude: number; longitude: number } | undefined;
      rows.push([
        b.uniqueId, b.mac ?? '', b.totalScans ?? 0, b.batteryLevel ?? '', b.txPower ?? '',
        b.lastSyncedTimestamp ? new Date(b.lastSyncedTimestamp * 1000).toISOString() : '', location ? `${location.latitude}, ${location.longitude}` : '',
        pointOfInterestGroup?.title ?? '', poiList.map((p) => p.title).join('; '),
      ]);
    }
  }
  return csvReply(CSV_EXPORTS.beacons, ctx.registry.timeZone, ['Unique ID', 'MAC Address', 'Total Scans', 'Battery Level', 'TxPower', 'Last Synced Timestamp', 'Last Synced Location', 'Assigned POI Group', 'Assigned POI'], rows);
}
