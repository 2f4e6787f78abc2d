/**
 * How a record's values read in a spreadsheet cell (issue 10, "Exports"): booleans Yes/No, lists
 * joined with ", ", dropdown values by title, files by URL, days YYYY/MM/DD as the console shows them.
 */
import type { CellValue } from './sheet';

export const LIST_SEPARATOR = ', ';

export function yesNo(value: boolean | null | undefined): CellValue {
  return value === undefined || value === null ? undefined : value ? 'Yes' : 'No';
}

/** A stored day `YYYY-MM-DD` as the console writes it, `YYYY/MM/DD`. */
export function day(value: string | null | undefined): CellValue {
  return value ? value.replaceAll('-', '/') : undefined;
}

export function joined(values: readonly (string | null | undefined)[] | null | undefined): CellValue {
  const kept = (values ?? []).filter((v): v is string => Boolean(v));
  return kept.length ? kept.join(LIST_SEPARATOR) : undefined;
}

/** A dropdown value by its title; an id whose value is gone stays visible as the id. */
export function title(titles: ReadonlyMap<string, string>, id: string | null | undefined): string | undefined {
  return id ? (titles.get(id) ?? id) : undefined;
}

export function fileUrls(files: readonly { url: string }[] | { url: string } | null | undefined): CellValue {
  if (!files) return undefined;
  return joined((Array.isArray(files) ? files : [files]).map((f) => f.url));
}

/**
 * Text a spreadsheet program could take for a formula (or a DDE call) when the cell is edited or
 * the sheet saved as CSV: OWASP's "CSV injection" characters. Such cells are written as text.
 */
export function looksLikeFormula(value: CellValue): value is string {
  return typeof value === 'string' && /^[=+\-@\t\r]/u.test(value);
}
