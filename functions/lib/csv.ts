/**
 * Every CSV the product writes goes through here (the App CMS exports, an import's invalid rows
 * and its templates), so none can carry a formula into the spreadsheet that opens it.
 *
 * OWASP, "CSV Injection": no cell may begin with `=`, `+`, `-`, `@`, tab or carriage return (its
 * current text adds line feed and the full-width forms); such a cell is prefixed with a single
 * quote, so a spreadsheet reads it as text. That holds for numbers too: OWASP makes no exception,
 * so a detection range of -80 is written `'-80` (the .xlsx exports keep numbers as numbers).
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** A cell as a spreadsheet should read it: text, never a formula. */
export function csvCell(value: unknown): unknown {
  const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
  return typeof text === 'string' && FORMULA_START.test(text) ? `'${text}` : value;
}

/**
 * The quote an import takes back off a cell it finds starting with one before a formula's first
 * character: a file we wrote (the invalid rows, fixed) reads back as the values it came from.
 */
export function csvCellRead(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Rows as CSV text; the UTF-8 byte-order mark (`bom`) makes Excel read Arabic and accents right. */
export async function csvText(rows: readonly (readonly unknown[])[], options: { bom?: boolean } = {}): Promise<string> {
  // Loaded by the download or job that writes a file, not at every cold start.
  const { stringify } = await import('csv-stringify/sync');
  return stringify(
    rows.map((row) => row.map(csvCell)),
    { bom: options.bom ?? false, cast: { boolean: (v) => (v ? 'true' : 'false') } },
  );
}
