import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_EXPANDED_MESSAGE } from '../../../shared/import-limits';
import { IMPORT_MACRO_MESSAGE, IMPORT_MAX_ROWS, IMPORT_ROWS_MESSAGE } from '../../../shared/schemas/import';
import { checkFileContent, readHeaders, readSheet } from './read-file';
import { cellText } from './xlsx-rows';

const rowsOf = async (bytes: Buffer, type: 'csv' | 'xlsx') => {
  const rows: { row: number; cells: string[] }[] = [];
  for await (const row of readSheet(bytes, type)) rows.push(row);
  return rows;
};

describe('reading an uploaded sheet', () => {
  it('a cell as text: the saved result of a formula, rich text, a link, a day, a boolean', () => {
    expect(cellText({ formula: 'SUM(A1:A2)', result: 3 } as ExcelJS.CellValue)).toBe('3');
    expect(cellText({ formula: 'WEBSERVICE("http://evil.example")' } as ExcelJS.CellValue)).toBe('');
    expect(cellText({ richText: [{ text: 'Brass ' }, { text: 'astrolabe', font: { bold: true } }] })).toBe('Brass astrolabe');
    expect(cellText({ text: 'Video', hyperlink: 'https://example.org/v' })).toBe('Video');
    expect(cellText(new Date(Date.UTC(2021, 6, 20)))).toBe('2021-07-20');
    expect(cellText(true)).toBe('Yes');
    expect(cellText({ error: '#REF!' } as ExcelJS.CellValue)).toBe('');
  });

  it('reads a CSV with a BOM, quoted line breaks and empty lines, each row numbered as a spreadsheet shows it', async () => {
    const csv = Buffer.from('\uFEFFInventory Number,Description\nA-1,"two\nlines"\n\n,\nA-2,=1+1\n', 'utf8');
    expect(await rowsOf(csv, 'csv')).toEqual([
      { row: 1, cells: ['Inventory Number', 'Description'] },
      { row: 2, cells: ['A-1', 'two\nlines'] },
      // Row 3 is empty and row 4 blank, as Excel shows them; a line break in quotes stays in its row.
      { row: 5, cells: ['A-2', '=1+1'] },
    ]);
  });

  it('reads the first sheet of a workbook, formulas by their saved result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Objects');
    sheet.addRow(['Inventory Number', 'Quantity']);
    sheet.addRow(['A-1', { formula: '1+1', result: 2 }]);
    sheet.addRow([]);
    sheet.addRow(['A-2', 5]);
    workbook.addWorksheet('Other').addRow(['not read']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readHeaders(bytes, 'xlsx')).toEqual(['Inventory Number', 'Quantity']);
    expect((await rowsOf(bytes, 'xlsx')).map((r) => [r.row, ...r.cells])).toEqual([
      [1, 'Inventory Number', 'Quantity'],
      [2, 'A-1', '2'],
      [4, 'A-2', '5'],
    ]);
  });

  it('refuses macro content, a non-zip .xlsx and a CSV that is not UTF-8 before reading', async () => {
    const macro = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....xl/vbaProject.bin....')]);
    expect(() => checkFileContent(macro, 'xlsx')).toThrow(IMPORT_MACRO_MESSAGE);
    expect(() => checkFileContent(Buffer.from('Inventory Number\nA-1\n'), 'xlsx')).toThrow('is not a spreadsheet saved as .xlsx');
    expect(() => checkFileContent(Buffer.from([0x41, 0x0a, 0xe9, 0x0a]), 'csv')).toThrow('not UTF-8');
    expect(() => checkFileContent(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), 'csv')).toThrow('a workbook, not text');
    await expect(readHeaders(Buffer.from('\n\n'), 'csv')).rejects.toThrow('it has no header row');
  });

  it('refuses a file with more rows than an import takes, naming the limit', async () => {
    const rows = (n: number) => Buffer.from(`Inventory Number\n${'A\n'.repeat(n)}`, 'utf8');
    expect((await rowsOf(rows(IMPORT_MAX_ROWS), 'csv')).length).toBe(IMPORT_MAX_ROWS + 1);
    await expect(rowsOf(rows(IMPORT_MAX_ROWS + 1), 'csv')).rejects.toThrow(IMPORT_ROWS_MESSAGE);
    expect(IMPORT_ROWS_MESSAGE).toContain('100,000 rows');
  });

  it('stops a part that inflates past the size its zip directory declares', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Objects');
    sheet.addRow(['Inventory Number']);
    for (let i = 0; i < 2000; i++) sheet.addRow([`A-${i}`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // The sheet's directory entry claims 100 bytes: the bound is checked against it, then held to it.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const entry = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), bytes.lastIndexOf(name) - 46);
    expect(bytes.toString('utf8', entry + 46, entry + 46 + name.length)).toBe(name.toString());
    bytes.writeUInt32LE(100, entry + 24);
    await expect(rowsOf(bytes, 'xlsx')).rejects.toThrow(IMPORT_EXPANDED_MESSAGE);
  });
});
