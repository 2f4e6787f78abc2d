import { beforeAll, describe, expect, it } from 'vitest';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LINK_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_TEXT_FIELDS,
} from '../../../shared/schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import type { ObjectRecord } from './object-record';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let OBJECT_COLUMNS: typeof import('./excel-sheet').OBJECT_COLUMNS;
let OBJECT_EXPORT_FIELDS: typeof import('./excel-sheet').OBJECT_EXPORT_FIELDS;
let OBJECTS_SHEET: typeof import('./excel-sheet').OBJECTS_SHEET;
beforeAll(async () => {
  ({ OBJECT_COLUMNS, OBJECT_EXPORT_FIELDS, OBJECTS_SHEET } = await import('./excel-sheet'));
});

const titles = new Map([
  ['classification~1', 'Scientific instruments'],
  ['material~1', 'Brass'],
  ['material~2', 'Silver'],
  ['otherDimensions~1', 'Depth'],
]);

const cells = (record: Partial<ObjectRecord>) =>
  Object.fromEntries(OBJECT_COLUMNS.map((c) => [c.header, c.value(record as ObjectRecord, titles) ?? null]));

describe('the objects sheet', () => {
  it('has one column per field of the record, headed by its form label', () => {
    const recordFields = [
      'inventoryNumber',
      ...OBJECT_TEXT_FIELDS,
      ...OBJECT_LONG_TEXT_FIELDS,
      ...OBJECT_LINK_FIELDS,
      ...OBJECT_INTEGER_FIELDS,
      ...OBJECT_NUMBER_FIELDS,
      ...OBJECT_BOOLEAN_FIELDS,
      ...OBJECT_DATE_FIELDS,
      ...Object.keys(OBJECT_SINGLE_REFS),
      ...Object.keys(OBJECT_MULTI_REFS),
      'otherDimensions',
      'details',
      'mainImage',
      'imageList',
    ];
    expect([...OBJECT_EXPORT_FIELDS].sort()).toEqual([...new Set(recordFields)].sort());
    expect(OBJECT_COLUMNS.map((c) => c.header)).toEqual(OBJECT_EXPORT_FIELDS.map((f) => OBJECT_FIELD_LABELS[f]));
    expect(new Set(OBJECT_COLUMNS.map((c) => c.header)).size).toBe(OBJECT_COLUMNS.length);
    expect(OBJECT_COLUMNS[0].header).toBe('Inventory Number');
  });

  it('writes values as a reader of the sheet expects them', () => {
    const row = cells({
      inventoryNumber: 'A-001',
      objectName: 'Astrolabe',
      quantity: 2,
      length: 21.5,
      available: false,
      temporaryLocation: true,
      registrationDate: '2021-07-20',
      classification: 'classification~1',
      material: ['material~1', 'material~2'],
      otherDimensions: [{ id: 'otherDimensions~1', value: 4.5 }],
      mainImage: { uid: '1', name: 'front.png', url: 'https://x.example/uploads/t/objects/front.png' },
      imageList: [
        { uid: '2', name: 'a.png', url: 'https://x.example/a.png' },
        { uid: '3', name: 'b.png', url: 'https://x.example/b.png' },
      ],
    });
    expect(row).toMatchObject({
      'Inventory Number': 'A-001',
      'Object Name': 'Astrolabe',
      Quantity: 2,
      'Length (cm)': 21.5,
      Available: 'No',
      'Temporary Location': 'Yes',
      'Registration Date': new Date(Date.UTC(2021, 6, 20)),
      Classification: 'Scientific instruments',
      Material: 'Brass, Silver',
      'Other Dimensions': 'Depth: 4.5',
      'Main Image': 'https://x.example/uploads/t/objects/front.png',
      'Image List': 'https://x.example/a.png, https://x.example/b.png',
      // Empty fields are empty cells.
      Subtitle: null,
      Technique: null,
      Category: null,
      'Date Taken': null,
    });
  });

  it('shows a value whose dropdown entry is gone by its id rather than hiding it', () => {
    expect(cells({ inventoryNumber: 'A-2', classification: 'classification~gone' }).Classification).toBe('classification~gone');
  });

  it("lists the list's four columns, and groups the car and book details (the book's publisher is the origin's too)", () => {
    const listed = OBJECT_COLUMNS.filter((c) => c.listPosition !== undefined).sort((a, b) => a.listPosition! - b.listPosition!);
    expect(listed.map((c) => c.header)).toEqual(['Inventory Number', 'Object Name', 'Location', 'Location Area']);
    const group = (header: string) => OBJECT_COLUMNS.find((c) => c.header === header)!.group;
    expect([group('Brand'), group('YouTube Link'), group(OBJECT_FIELD_LABELS.carDetailsVisible)]).toEqual(['car', 'car', 'car']);
    expect([group('Pages'), group(OBJECT_FIELD_LABELS.bookDetailsVisible)]).toEqual(['book', 'book']);
    expect([group(OBJECT_FIELD_LABELS.publishingHouse), group('Object Name')]).toEqual([undefined, undefined]);
  });

  it('finds a group in use by its switch or by any value of its fields', () => {
    const groupsOf = (record: Partial<ObjectRecord>) => OBJECTS_SHEET.groupsOf!({ inventoryNumber: 'A-1', ...record } as ObjectRecord);
    expect(groupsOf({ carDetailsVisible: false, bookDetailsVisible: false, publishingHouse: 'Press', brand: '' })).toEqual([]);
    expect(groupsOf({ numOfCylinders: 0 })).toEqual(['car']);
    expect(groupsOf({ bookDetailsVisible: true })).toEqual(['book']);
    expect(groupsOf({ youtubeLink: 'https://www.youtube.com/watch?v=a', pages: 3 })).toEqual(['car', 'book']);
  });
});
