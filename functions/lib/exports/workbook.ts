import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { looksLikeFormula } from './cells';
import type { AnyColumn, RecordPages } from './sheet';

/**
 * Cell styles, one object each for every cell that wears it. exceljs recognises a style object it
 * has seen (a WeakMap) and otherwise renders the style's XML to look it up, for every cell: with a
 * fresh style per cell, the workbook took twice as long (bench/objects-excel.ts).
 */
const PLAIN: Partial<ExcelJS.Style> = {};
/** Excel's "Text" number format: the cell stays text even when someone edits it. */
const TEXT: Partial<ExcelJS.Style> = { numFmt: '@' };
const HEADER: Partial<ExcelJS.Style> = { font: { bold: true } };
/** A day as a spreadsheet date (sorts, filters and computes as one), shown as the console writes days. */
const DATE: Partial<ExcelJS.Style> = { numFmt: 'yyyy/mm/dd' };

const styleOf = (value: unknown) => (value instanceof Date ? DATE : looksLikeFormula(value as string) ? TEXT : PLAIN);

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes the records to `out` as an .xlsx of `columns` with exceljs's streaming writer: each row is
 * committed (serialised and released) as soon as it is added, so memory holds one page of
 * records, not the workbook. Strings are inline (no shared-strings table kept in memory). The
 * header row stays in view and carries the filter buttons. `onPage` hears the running count after
 * each page (the job's progress).
 */
export async function writeWorkbook(
  sheetName: string,
  columns: readonly AnyColumn[],
  lookups: unknown,
  pages: RecordPages<unknown>,
  out: Writable,
  onPage?: (written: number) => Promise<void>,
): Promise<number> {
  // exceljs (with jszip and archiver) is loaded by the call that writes, not at a cold start.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? Math.max(12, c.header.length + 2) }));
  const header = worksheet.getRow(1);
  header.eachCell((cell) => (cell.style = HEADER));
  header.commit();
  let written = 0;
  for await (const page of pages) {
    for (const record of page) {
      const values = columns.map((c) => c.value(record, lookups) ?? null);
      const row = worksheet.addRow(values);
      for (let i = 0; i < values.length; i++) {
        // exceljs writes a string as a string cell, never a formula; the text format also keeps
        // Excel from reading it as one when the cell is edited.
        if (values[i] !== null) row.getCell(i + 1).style = styleOf(values[i]);
      }
      row.commit();
    }
    written += page.length;
    await zipCaughtUp(worksheet);
    if (onPage) await onPage(written);
  }
  // Over every row written: a program that filters only within the range sees them all.
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + written, column: Math.max(1, columns.length) } };
  worksheet.commit();
  await workbook.commit();
  return written;
}

/**
 * Waits until the zip has taken in what the rows wrote. exceljs hands each committed row to the
 * zip without waiting (its StreamBuf ignores the entry stream's backpressure), so with no pause
 * the uncompressed XML piles up in memory while deflate catches up: 561 MB of RSS for 100,000
 * objects against a 48 MB heap, 156 MB with this pause per page (bench/objects-excel.ts).
 */
type EntryStream = NodeJS.WritableStream & { _writableState?: { needDrain?: boolean } };

async function zipCaughtUp(worksheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (worksheet as unknown as { stream?: { pipes?: EntryStream[] } }).stream?.pipes ?? [];
  // The zip's entry is a readable-stream 2 PassThrough: `needDrain` lives in its writable state.
  const full = pipes.filter((pipe) => pipe._writableState?.needDrain);
  await Promise.all(full.map((pipe) => new Promise<void>((resolve) => pipe.once('drain', () => resolve()))));
}

/** The whole workbook in memory: for exports small enough to answer in the request itself. */
export async function workbookBytes(sheetName: string, columns: readonly AnyColumn[], lookups: unknown, pages: RecordPages<unknown>): Promise<Buffer> {
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeWorkbook(sheetName, columns, lookups, pages, out);
  await ended;
  return Buffer.concat(chunks);
}

/** Records already in hand, as one page. */
export async function* onePage<R>(records: readonly R[]): AsyncIterable<readonly R[]> {
  yield records;
}
