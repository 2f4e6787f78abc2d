/**
 * How a record's values read in a spreadsheet cell (issue 10, "Exports"): booleans Yes/No, lists
 * joined with ", ", dropdown values by title, files by URL, days as spreadsheet dates (issue 32).
 */
import type { CellValue } from './sheet';

export const LIST_SEPARATOR = ', ';

export function yesNo(value: boolean | null | undefined): CellValue {
  return value === undefined || value === null ? undefined : value ? 'Yes' : 'No';
}

/** The console's way of writing a day (spec 2 section 9). */
const consoleDay = (iso: string) => iso.replaceAll('-', '/');

/**
 * Spreadsheet programs count days from 1900 and take 1900 for a leap year (Lotus's bug), so a
 * day before 1 March 1900 is no date there: it is written as text (an object's date of making).
 */
const FIRST_SPREADSHEET_DAY = '1900-03-01';

/**
 * A stored day `YYYY-MM-DD` as a spreadsheet date (midnight UTC: exceljs counts days in UTC, so
 * the cell holds the day itself), or as the console's text when spreadsheets cannot hold it.
 */
export function day(value: string | null | undefined): CellValue {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return value >= FIRST_SPREADSHEET_DAY && !Number.isNaN(date.getTime()) ? date : consoleDay(value);
}

/** A cell as a person reads it, for an import's "from ... to ..." (a date as the console writes it). */
export function shownText(value: CellValue): string {
  if (value === undefined || value === null) return '';
  return value instanceof Date ? consoleDay(value.toISOString().slice(0, 10)) : String(value);
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
