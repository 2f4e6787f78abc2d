import { seriesNumber } from '../../shared/inventory-series';

/**
 * The gaps report (GET /api/objects/gap, saved by the console as gaps.txt), by numbering series
 * as `shared/inventory-series.ts` reads them. Between a series' lowest and highest number every
 * missing one is reported, in the series' own zero padding; three or more missing in a row are
 * one line `A-005 .. A-009`.
 * A number alone in its series has no gaps.
 */

type Series = { prefix: string; suffix: string; numbers: Set<number>; widths: Set<number>; padded: boolean };

export function inventoryGaps(inventoryNumbers: Iterable<string>): string[] {
  const series = new Map<string, Series>();
  for (const number of inventoryNumbers) {
    const parts = seriesNumber(number);
    if (!parts) continue;
    const { prefix, digits, suffix, key } = parts;
    let s = series.get(key);
    if (!s) series.set(key, (s = { prefix, suffix, numbers: new Set(), widths: new Set(), padded: false }));
    s.numbers.add(Number(digits));
    s.widths.add(digits.length);
    if (digits.length > 1 && digits.startsWith('0')) s.padded = true;
  }
  const lines: string[] = [];
  const ordered = [...series.values()].sort((a, b) => (a.prefix + a.suffix).localeCompare(b.prefix + b.suffix));
  for (const s of ordered) {
    if (s.numbers.size < 2) continue;
    const sorted = [...s.numbers].sort((a, b) => a - b);
    const width = s.padded ? Math.max(...s.widths) : 0;
    const name = (n: number) => `${s.prefix}${String(n).padStart(width, '0')}${s.suffix}`;
    for (let i = 1; i < sorted.length; i++) {
      const first = sorted[i - 1] + 1;
      const last = sorted[i] - 1;
      if (last < first) continue;
      if (last - first >= 2) lines.push(`${name(first)} .. ${name(last)}`);
      else for (let n = first; n <= last; n++) lines.push(name(n));
    }
  }
  return lines;
}
