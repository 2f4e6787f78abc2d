/**
 * A numbering series of inventory numbers: the numbers that differ only in their LAST run of
 * digits (`A-001`, `A-002`; `1985.12.1`, `1985.12.3`). The text before and after that run names
 * the series; case does not count. The gaps report (functions/objects/gaps.ts) and the console's
 * account of it read numbers the same way.
 */
const LAST_DIGITS = /^(.*?)(\d+)(\D*)$/su;
/** Runs longer than this are no series (no gap list of a 40-digit barcode). */
export const MAX_SERIES_DIGITS = 15;

export type SeriesNumber = { prefix: string; digits: string; suffix: string; key: string };

export function seriesNumber(inventoryNumber: string): SeriesNumber | undefined {
  const parts = LAST_DIGITS.exec(inventoryNumber.trim());
  if (!parts || parts[2].length > MAX_SERIES_DIGITS) return undefined;
  const [, prefix, digits, suffix] = parts;
  return { prefix, digits, suffix, key: `${prefix.toLowerCase()}\u0000${suffix.toLowerCase()}` };
}

/** What a gaps report holds: how many numbers are missing, and the series they belong to, as `A-…`. */
export function gapsSummary(lines: readonly string[]): { missing: number; series: string[] } {
  let missing = 0;
  const series = new Map<string, string>();
  for (const line of lines) {
    const [first, last] = line.split(' .. ').map(seriesNumber);
    if (!first) continue;
    missing += last ? Number(last.digits) - Number(first.digits) + 1 : 1;
    series.set(first.key, `${first.prefix}…${first.suffix}`);
  }
  return { missing, series: [...series.values()] };
}
