import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportField } from './import-columns';
import type { ObjectRecord } from './object-record';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let columns: typeof import('./import-columns');
let sheet: typeof import('./excel-sheet');
let cells: typeof import('../imports/cells');
beforeAll(async () => {
  columns = await import('./import-columns');
  cells = await import('../imports/cells');
  sheet = await import('./excel-sheet');
});

const ids = {
  painting: 'classification.p1',
  oil: 'category.c1',
  wood: 'material.m1',
  gold: 'material.m2',
  depth: 'otherDimensions.d1',
};

function lookups() {
  const key = (type: string, parent: string | undefined, title: string) => `${type}\u0000${parent ?? ''}\u0000${title.toLowerCase()}`;
  const idsByKey = new Map([
    [key('classification', undefined, 'Painting'), ids.painting],
    [key('category', ids.painting, 'Oil on canvas'), ids.oil],
    [key('material', undefined, 'Wood'), ids.wood],
    [key('material', undefined, 'Gold'), ids.gold],
    [key('otherDimensions', undefined, 'Depth'), ids.depth],
  ]);
  const titles = new Map([
    [ids.painting, 'Painting'],
    [ids.oil, 'Oil on canvas'],
    [ids.wood, 'Wood'],
    [ids.gold, 'Gold'],
    [ids.depth, 'Depth'],
  ]);
  return { ids: idsByKey, titles };
}

const parse = (cells: Record<string, string>, current?: Partial<ObjectRecord>) =>
  columns.parseObjectRow(new Map(Object.entries(cells) as [ImportField, string][]), lookups(), { batchId: 'b1', current: current as ObjectRecord | undefined });

describe('an object row read back from its cells', () => {
  it("reads every kind of cell as the export writes it", () => {
    const row = parse({
      inventoryNumber: 'A-1',
      available: 'No',
      temporaryLocation: 'yes',
      quantity: '2',
      length: '21.5',
      registrationDate: '2021/07/20',
      classification: ' painting ',
      category: 'OIL ON  CANVAS',
      material: 'Wood, Gold',
      otherDimensions: 'Depth: 4.5',
      objectName: '=HYPERLINK("http://evil.example")',
    });
    expect(row.problems).toEqual([]);
    expect(row.unknown).toEqual([]);
    expect(row.input).toEqual({
      inventoryNumber: 'A-1',
      available: false,
      temporaryLocation: true,
      quantity: 2,
      length: 21.5,
      registrationDate: '2021/07/20',
      classification: ids.painting,
      category: ids.oil,
      material: [ids.wood, ids.gold],
      otherDimensions: { [ids.depth]: 4.5 },
      // A formula is text like any other: nothing evaluates it.
      objectName: '=HYPERLINK("http://evil.example")',
    });
  });

  it('an empty cell empties its field; an unmapped field is not in the input at all', () => {
    const row = parse({ inventoryNumber: 'A-1', subtitle: '', material: '' });
    expect(row.input).toEqual({ inventoryNumber: 'A-1', subtitle: undefined, material: undefined });
    expect('objectName' in row.input).toBe(false);
  });

  it('names unreadable cells with their column, once each', () => {
    const row = parse({ inventoryNumber: 'A-1', quantity: 'many', available: 'maybe', otherDimensions: 'Depth' });
    expect(row.problems).toEqual(['Quantity: "many" is not a number.', 'Available: write Yes or No, not "maybe".', 'Other Dimensions: write each as "Dimension: number", not "Depth".']);
    expect(row.unread.sort()).toEqual(['available', 'otherDimensions', 'quantity']);
  });

  it('a title the museum lacks is an unknown value with one id per batch and title, whatever its case', () => {
    const first = parse({ inventoryNumber: 'A-1', classification: 'Lacquerware', category: 'Boxes', material: 'Urushi' });
    const again = parse({ inventoryNumber: 'A-2', classification: 'lacquerware ', material: 'URUSHI' });
    const classification = first.unknown.find((u) => u.type === 'classification')!;
    expect(first.input.classification).toBe(classification.id);
    expect(again.input.classification).toBe(classification.id);
    expect((again.input.material as string[])[0]).toBe(first.unknown.find((u) => u.type === 'material')!.id);
    // A new category sits under its row's (new) classification.
    expect(first.unknown.find((u) => u.type === 'category')).toMatchObject({ title: 'Boxes', parentId: classification.id });
    expect(classification.id).toMatch(/^classification\.[0-9a-f-]{36}$/);
    const otherBatch = columns.parseObjectRow(new Map<ImportField, string>([['classification', 'Lacquerware']]), lookups(), { batchId: 'b2' });
    expect(otherBatch.input.classification).not.toBe(classification.id);
    expect(cells.unknownValueProblem(classification)).toBe('Classification: there is no Classification "Lacquerware".');
  });

  it('a category is looked up under the classification of its row, or of the object it updates', () => {
    expect(parse({ inventoryNumber: 'A-1', category: 'Oil on canvas' }, { classification: ids.painting }).input.category).toBe(ids.oil);
    expect(parse({ inventoryNumber: 'A-1', category: 'Oil on canvas' }).problems).toEqual([
      "Category: a category belongs to a classification; fill in the row's Classification.",
    ]);
  });

  it('fills the measures from a Dimensions text, in cm, leaving a measure the file maps itself, and keeps the text as a detail', () => {
    const text = (value: string) => [{ label: 'Dimensions', value }];
    expect(parse({ inventoryNumber: 'A-1', dimensions: 'image: 200 x 300 mm, support: 394 x 489 x 20 mm' }).input).toEqual({
      inventoryNumber: 'A-1', height: 39.4, width: 48.9, length: 2, details: text('image: 200 x 300 mm, support: 394 x 489 x 20 mm'),
    });
    expect(parse({ inventoryNumber: 'A-1', dimensions: '23 x 30 in.', height: '60' }).input).toEqual({ inventoryNumber: 'A-1', height: 60, width: 76.2, details: text('23 x 30 in.') });
    const variable = parse({ inventoryNumber: 'A-1', dimensions: 'Overall display dimensions variable' });
    expect([variable.input, variable.problems]).toEqual([{ inventoryNumber: 'A-1', details: text('Overall display dimensions variable') }, []]);
  });

  it("keeps an object's own file entry for a URL it holds, and makes one for a new URL", () => {
    const held = { uid: 'u1', name: 'front.png', url: 'https://files.example/localhost/objects/CROP-1-front.png' };
    const row = parse({ inventoryNumber: 'A-1', mainImage: held.url, imageList: `${held.url}, https://files.example/localhost/objects/CROP-2-back%20side.png` }, { mainImage: held });
    expect(row.input.mainImage).toEqual(held);
    expect(row.input.imageList).toEqual([held, { uid: expect.stringMatching(/^import-[0-9a-f]{16}$/), name: 'CROP-2-back side.png', url: 'https://files.example/localhost/objects/CROP-2-back%20side.png' }]);
  });
});

describe('headers matched to fields', () => {
  it("takes the export's own headers, labels without units, field names, any case or spacing", () => {
    const none = new Map<string, string>();
    const exported = sheet.OBJECT_COLUMNS.map((column) => column.header);
    sheet.OBJECT_COLUMNS.forEach((column, i) => expect(columns.proposeField(column.header, none, exported)).toBe(sheet.OBJECT_EXPORT_FIELDS[i]));
    expect(columns.proposeField('inventory_number', none)).toBe('inventoryNumber');
    expect(columns.proposeField('LENGTH', none)).toBe('length');
    expect(columns.proposeField('Shelf Mark', none)).toBe('');
  });

  it("proposes the production date for a museum's Date column, and takes a Dimensions column", () => {
    const none = new Map<string, string>();
    const museum = ['Accession Number', 'Date', 'Dimensions'];
    expect(museum.map((h) => columns.proposeField(h, none, museum))).toEqual(['inventoryNumber', 'productionDate', 'dimensions']);
    for (const header of ['Date Made', 'dated', 'Production Date', 'تاريخ الصنع', 'التاريخ']) expect(columns.proposeField(header, none, [header])).toBe('productionDate');
    // The console's own export has both: its Date is the day field.
    expect(columns.proposeField('Date', none, ['Date', 'Production Date'])).toBe('date');
    expect(columns.proposeField('Date', new Map([[cells.headerKey('Date'), 'productionDate']]), ['Date', 'Production Date'])).toBe('date');
    expect(columns.proposeField('Date', new Map([[cells.headerKey('Date'), 'date']]), museum)).toBe('date');
  });

  it("prefers the museum's remembered mapping", () => {
    expect(columns.proposeField('Inv. No.', new Map([[cells.headerKey('Inv. No.'), 'inventoryNumber']]))).toBe('inventoryNumber');
    expect(columns.proposeField('Title', new Map([[cells.headerKey('title'), 'objectTitle']]))).toBe('objectTitle');
  });
});
