import { describe, expect, it } from 'vitest';
import { exportColumns, listPosition } from './columns';
import { onePage } from './workbook';
import type { Column, SheetDefinition } from './sheet';

type Car = { name: string; brand?: string; pages?: number };

const column = (header: string, extra: Partial<Column<Car, unknown>> = {}): Column<Car, unknown> => ({ header, value: () => undefined, ...extra });
const sheet: SheetDefinition<Car, unknown> = {
  kind: 'things',
  sheetName: 'Things',
  columns: [
    column('Notes'),
    column('Name', { listPosition: 1 }),
    column('Number', { listPosition: 0 }),
    column('Brand', { group: 'car' }),
    column('Pages', { group: 'book' }),
  ],
  lookups: async () => undefined,
  count: async () => 0,
  pages: () => onePage([]),
  byIds: async () => [],
  groupsOf: (r) => [...(r.brand ? ['car'] : []), ...(r.pages ? ['book'] : [])],
};
const headers = (columns: readonly Column<Car, unknown>[]) => columns.map((c) => c.header);
async function* pagesOf(...pages: Car[][]) {
  for (const page of pages) yield page;
}

describe('the columns of an export', () => {
  it("writes the list's columns in the list's order", async () => {
    expect(headers(await exportColumns(sheet, 'list', () => pagesOf([{ name: 'a', brand: 'Ford' }])))).toEqual(['Number', 'Name']);
    expect(listPosition(['a', 'b'], 'b')).toBe(1);
    expect(listPosition(['a', 'b'], 'c')).toBeUndefined();
  });

  it('leaves out a group no record uses, and keeps one a single record uses', async () => {
    expect(headers(await exportColumns(sheet, 'all', () => pagesOf([{ name: 'a' }], [{ name: 'b' }])))).toEqual(['Notes', 'Name', 'Number']);
    expect(headers(await exportColumns(sheet, 'all', () => pagesOf([{ name: 'a' }], [{ name: 'b', pages: 3 }])))).toEqual(['Notes', 'Name', 'Number', 'Pages']);
  });

  it('stops reading once every group is in use', async () => {
    let read = 0;
    async function* counted() {
      for (const page of [[{ name: 'a', brand: 'Ford', pages: 1 }], [{ name: 'b' }]]) {
        read++;
        yield page;
      }
    }
    expect(headers(await exportColumns(sheet, 'all', counted))).toEqual(['Notes', 'Name', 'Number', 'Brand', 'Pages']);
    expect(read).toBe(1);
  });
});
