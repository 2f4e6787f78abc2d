import { wallClockParts } from '../../../shared/time-zone';
import { Reply } from '../http';

/**
 * A CSV download (spec 2 section 9: `poi-reports-{date}` and the others), written as every CSV
 * of the product is (`../csv.ts`: quoted where needed, no formula, a byte-order mark).
 */
export async function csvReply(stem: string, timeZone: string, header: readonly string[], rows: readonly (readonly unknown[])[], now = Date.now()): Promise<Reply> {
  const p = wallClockParts(now, timeZone);
  const fileName = `${stem}-${p.year}-${p.month}-${p.day}.csv`;
  // Loaded by the download that uses it, not at every cold start of the function.
  const { csvText } = await import('../csv');
  const text = await csvText([header, ...rows], { bom: true });
  return new Reply(Buffer.from(text, 'utf8'), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  });
}
