import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvCellRead, csvText } from './csv';

describe('CSV cells never start a formula (OWASP, CSV Injection)', () => {
  it('prefixes a single quote to cells starting with = + - @ tab, carriage return, line feed or a full-width form', () => {
    for (const cell of ['=1+1', '+1', '-1-1', '@SUM(1,1)', '\t=1', '\r=1', '\n=1', '＝1+1', '＠SUM(1)']) expect(csvCell(cell)).toBe(`'${cell}`);
    expect(csvCell(-80)).toBe("'-80");
    for (const cell of ['Astrolabe', 'a=b', ' =1', '', 80, 0, null, undefined, true]) expect(csvCell(cell)).toBe(cell);
  });

  it('writes quoted CSV a parser reads back with the prefix, and an import takes the prefix off again', async () => {
    const text = await csvText([['Title', 'Range'], ['=HYPERLINK("http://evil.example","x"), and more', -80], ['Plain', true]], { bom: true });
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toEqual([['Title', 'Range'], [`'=HYPERLINK("http://evil.example","x"), and more`, "'-80"], ['Plain', 'true']]);
    expect(rows[1].map(csvCellRead)).toEqual(['=HYPERLINK("http://evil.example","x"), and more', '-80']);
    expect(csvCellRead("'quoted")).toBe("'quoted");
  });
});
