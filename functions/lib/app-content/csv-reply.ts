import { wallClockParts } from '../../../shared/time-zone';
import { Reply } from '../http';

/**
 * A CSV download (spec 2 section 9: `poi-reports-{date}` and the others): csv-stringify quotes
 * what needs it, and the UTF-8 byte-order mark makes Excel read Arabic and accents right. It is
 * loaded by the download that uses it, not at every cold start of the function.
 */
export async function csvReply(stem: string, timeZone: string, header: readonly string[], rows: readonly (readonly unknown[])[], now = Date.now()): Promise<Reply> {
  const { stringify } = await import('csv-stringify/sync');
  const p = wallClockParts(now, timeZone);
  const fileName = `${stem}-${p.year}-${p.month}-${p.day}.csv`;
  const text = stringify([header as unknown[], ...(rows as unknown[][])], { bom: true, cast: { boolean: (v) => (v ? 'true' : 'false') } });
  return new Reply(Buffer.from(text, 'utf8'), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  });
}
