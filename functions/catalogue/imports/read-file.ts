import { Readable } from 'node:stream';
import { IMPORT_MACRO_MESSAGE, IMPORT_MAX_ROWS, IMPORT_ROWS_MESSAGE, type ImportFileType } from '../../../shared/schemas/import';
import { ValidationError } from '../../lib/errors';

/**
 * Reads an uploaded sheet row by row, as text: the first non-empty row is the header, each later
 * non-empty row comes with its row number in the file (what staff look for in their spreadsheet).
 *
 * Nothing in a file runs: an .xlsx formula gives the result the spreadsheet saved with it (exceljs
 * never evaluates one), a CSV cell starting with `=` is only text (the quote our own CSVs put
 * before one is taken off, so an invalid-rows file fixed and imported again reads as it was), and a workbook that carries
 * macros or ActiveX controls is refused before it is read. Both readers are maintained libraries
 * (csv-parse, exceljs's sheet parser); neither holds more than a row at a time, and an .xlsx is
 * unpacked in memory within a bound (`xlsx-zip.ts`).
 */
export type SheetRow = { row: number; cells: string[] };

const HEADER_MAX = 200;

const unreadable = (type: ImportFileType, why: string) => {
  const message = `The file could not be read as ${type === 'csv' ? 'CSV' : '.xlsx'}: ${why}`;
  return new ValidationError(message, { file: message });
};

/**
 * Zip entries whose names show code: VBA projects, Excel 4.0 macro sheets, ActiveX controls. A
 * zip stores entry names uncompressed (local and central headers), so they are found in the bytes.
 */
const CODE_ENTRIES = ['vbaProject.bin', 'xl/macrosheets/', 'xl/activeX/', 'vbaProjectSignature.bin'];
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Refuses what is not the named type, or carries code, before any reader sees it. */
export function checkFileContent(bytes: Buffer, type: ImportFileType): void {
  const zipped = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (type === 'xlsx') {
    if (!zipped) throw unreadable(type, 'it is not a spreadsheet saved as .xlsx.');
    if (CODE_ENTRIES.some((name) => bytes.includes(name))) throw new ValidationError(IMPORT_MACRO_MESSAGE, { file: IMPORT_MACRO_MESSAGE });
    return;
  }
  // An old binary workbook (OLE) or a zip named .csv is not text.
  if (zipped || bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw unreadable(type, 'it is a workbook, not text.');
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(type, 'it is not UTF-8 text. Save it as "CSV UTF-8".');
  }
}

/** Rows numbered as a spreadsheet shows them: a line break inside quotes stays in its row. */
async function* csvRows(bytes: Buffer): AsyncIterable<SheetRow> {
  const [{ parse }, { csvCellRead }] = await Promise.all([import('csv-parse'), import('../../lib/csv')]);
  const parser = Readable.from(bytes).pipe(parse({ bom: true, relax_column_count: true, info: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
    yield { row: info.records, cells: record.map(csvCellRead) };
  }
}

/** The header row, then every non-empty row; more than the import takes is refused. */
export async function* readSheet(bytes: Buffer, type: ImportFileType): AsyncIterable<SheetRow> {
  checkFileContent(bytes, type);
  // The .xlsx reader is loaded by the read that needs it, not at a cold start.
  const rows = type === 'xlsx' ? (await import('./xlsx-rows')).xlsxRows(bytes) : csvRows(bytes);
  let count = 0;
  try {
    for await (const row of rows) {
      if (row.cells.every((c) => !c.trim())) continue;
      if (++count > IMPORT_MAX_ROWS + 1) throw new ValidationError(IMPORT_ROWS_MESSAGE, { file: IMPORT_ROWS_MESSAGE });
      yield row;
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw unreadable(type, `${(error as Error).message.split('\n')[0].slice(0, 200)}.`);
  }
}

/** The header row alone (the mapping step), or a refusal when the file has none. */
export async function readHeaders(bytes: Buffer, type: ImportFileType): Promise<string[]> {
  // A header is a name: the mapping step shows it, and the museum's mapping remembers it.
  for await (const { cells } of readSheet(bytes, type)) return cells.map((c) => c.trim().slice(0, HEADER_MAX));
  throw unreadable(type, 'it has no header row.');
}
