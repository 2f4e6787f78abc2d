import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { looksLikeFormula } from './cells';
import type { AnySheet, RecordPages } from './sheet';

/** Excel's "Text" number format: the cell stays text even when someone edits it. */
const TEXT_FORMAT = '@';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes the sheet's records to `out` as an .xlsx with exceljs's streaming writer: each row is
 * committed (serialised and released) as soon as it is added, so memory holds one page of
 * records, not the workbook. Strings are inline (no shared-strings table kept in memory).
 * `onPage` hears the running count after each page (the job's progress).
 */
export async function writeWorkbook(
  sheet: AnySheet,
  lookups: unknown,
  pages: RecordPages<unknown>,
  out: Writable,
  onPage?: (written: number) => Promise<void>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? Math.max(12, c.header.length + 2) }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  let written = 0;
  for await (const page of pages) {
    for (const record of page) {
      const values = sheet.columns.map((c) => c.value(record, lookups) ?? null);
      const row = worksheet.addRow(values);
      values.forEach((value, i) => {
        // exceljs writes a string as a string cell, never a formula; the text format also keeps
        // Excel from reading it as one when the cell is edited.
        if (looksLikeFormula(value)) row.getCell(i + 1).numFmt = TEXT_FORMAT;
      });
      row.commit();
    }
    written += page.length;
    if (onPage) await onPage(written);
  }
  worksheet.commit();
  await workbook.commit();
  return written;
}

/** The whole workbook in memory: for exports small enough to answer in the request itself. */
export async function workbookBytes(sheet: AnySheet, lookups: unknown, pages: RecordPages<unknown>): Promise<Buffer> {
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeWorkbook(sheet, lookups, pages, out);
  await ended;
  return Buffer.concat(chunks);
}

/** Records already in hand, as one page. */
export async function* onePage<R>(records: readonly R[]): AsyncIterable<readonly R[]> {
  yield records;
}
