import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { partChunks, zipDirectory, type ZipPart } from './xlsx-zip';

type ExcelCell = ExcelJS.CellValue;

/** A cell as text: a formula's saved result, rich text's characters, a link's text, a day YYYY-MM-DD. */
export function cellText(value: ExcelCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelCell }).result ?? null);
  if ('hyperlink' in value) return String((value as { text?: unknown }).text ?? value.hyperlink);
  if ('error' in value) return '';
  return '';
}

/**
 * exceljs's streaming WorkbookReader takes the zip in file order and spills a sheet that comes
 * before the shared strings to a temporary file (exceljs 4.4, `workbook-reader.js#parse`). Its
 * part parsers are fed here in the order a sheet needs them instead, from the bytes in memory:
 * the same parsers, without the file. exceljs 4.4 is its last release; the read-file tests and
 * the integration suite read our own exports and Excel's sheets through this.
 */
type WorkbookParts = {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
};

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/u;

/** The workbook's first sheet by tab order, else the lowest-numbered sheet part. */
function firstSheet(reader: WorkbookParts, parts: Map<string, ZipPart>): { part: ZipPart; sheetNo: string } | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  const named = target && parts.get(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  const numbered = [...parts.values()].filter((p) => SHEET.test(p.name)).sort((a, b) => Number(SHEET.exec(a.name)![1]) - Number(SHEET.exec(b.name)![1]));
  const part = named && SHEET.test(named.name) ? named : numbered[0];
  return part && { part, sheetNo: SHEET.exec(part.name)![1] };
}

/** The first sheet's rows, cells as text; every part read is released when the caller stops. */
export async function* xlsxRows(bytes: Buffer): AsyncIterable<{ row: number; cells: string[] }> {
  const parts = zipDirectory(bytes);
  // The parser is loaded by the call that reads a file, not at a cold start.
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  }) as unknown as WorkbookParts;
  const read = async (name: string, parse: (part: Readable) => Promise<void>) => {
    const part = parts.get(name);
    if (part) await parse(Readable.from(partChunks(bytes, part)));
  };
  await read('xl/_rels/workbook.xml.rels', (p) => reader._parseRels(p));
  await read('xl/workbook.xml', (p) => reader._parseWorkbook(p));
  await read('xl/sharedStrings.xml', async (p) => {
    for await (const _ of reader._parseSharedStrings(p)) void _;
  });
  await read('xl/styles.xml', (p) => reader._parseStyles(p));
  const sheet = firstSheet(reader, parts);
  if (!sheet) throw new Error('it has no sheet');
  for (const { value: worksheet } of reader._parseWorksheet(partChunks(bytes, sheet.part), sheet.sheetNo)) {
    for await (const row of worksheet) {
      const values = row.values as ExcelCell[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield { row: row.number, cells };
    }
  }
}
