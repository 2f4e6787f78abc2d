import type { RecordType } from '../../../shared/records/record-type';
import type { RequestContext } from '../../lib/context';
import { CounterEntity } from '../../lib/entities/counter';
import { localDay } from '../../lib/time-zone';

/**
 * GET /api/<path>/reportId (spec 2 section 7): the next id of the museum's sequence for the type
 * and year, `TR-2026-0001`. One atomic ADD on a counter item per museum, type and year: concurrent
 * calls each get their own number (a number fetched and never saved is skipped, as with any
 * sequence). The year is the museum's (its time zone), so a report made on New Year's Eve in
 * Doha is numbered in Doha's year.
 */
export async function nextReportId(ctx: RequestContext, type: RecordType): Promise<{ data: string }> {
  const prefix = type.reportId?.prefix ?? type.name.toUpperCase();
  const year = localDay(Date.now(), ctx.registry.timeZone).slice(0, 4);
  const { data } = await CounterEntity.update({ tenant: ctx.tenant, name: `reportId.${type.name}.${year}` })
    .add({ count: 1 })
    .go({ response: 'all_new' });
  return { data: `${prefix}-${year}-${String(data.count ?? 1).padStart(4, '0')}` };
}
