import { beforeAll, describe, expect, it } from 'vitest';
import { KEEP_AS_DETAIL } from '../../../shared/schemas/import';
import { OBJECT_FIELD_SYNONYMS } from '../../../shared/schemas/object-field-synonyms';
import type { ImportField } from './import-columns';
import type { ObjectRecord } from './object-record';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let columns: typeof import('./import-columns');
beforeAll(async () => {
  columns = await import('./import-columns');
});

const none = new Map<string, string>();

describe("a registrar's headers proposed as fields (issue 28)", () => {
  it.each(Object.entries(OBJECT_FIELD_SYNONYMS).flatMap(([field, headers]) => headers.map((header) => [header, field] as const)))('%s -> %s', (header, field) => {
    expect(columns.proposeField(header, none)).toBe(field);
  });

  it('matches without case, accents, spaces or punctuation, Arabic harakat and hamza forms included', () => {
    expect(columns.proposeField('ACCESSION_NUMBER', none)).toBe('inventoryNumber');
    expect(columns.proposeField('  accession-no ', none)).toBe('inventoryNumber');
    expect(columns.proposeField('Máker', none)).toBe('author');
    expect(columns.proposeField('رَقْمُ الجَرْد', none)).toBe('inventoryNumber');
    expect(columns.proposeField('تاريخ الادخال', none)).toBe('registrationDate');
  });

  it("keeps the museum's remembered choice first, a column it left out included, and the fields' own labels before a synonym", () => {
    expect(columns.proposeField('Title', new Map([['title', 'subtitle']]))).toBe('subtitle');
    expect(columns.proposeField('Artist', new Map([['artist', '']]))).toBe('');
    expect(columns.proposeField('Location', none)).toBe('location');
    expect(columns.proposeField('Registration Date', none)).toBe('registrationDate');
    expect(columns.proposeField('Credit Line', none)).toBe('');
  });
});

const material = 'material.m1';
const technique = 'technique.t1';
function lookups() {
  const key = (type: string, title: string) => `${type}\u0000\u0000${title.toLowerCase()}`;
  return {
    ids: new Map([
      [key('material', 'Bronze'), material],
      [key('material', 'Wood'), 'material.m2'],
      [key('technique', 'Gilding'), technique],
    ]),
    titles: new Map<string, string>(),
  };
}
const parse = (cells: Record<string, string>, headers: Record<string, string> = {}, current?: Partial<ObjectRecord>) =>
  columns.parseObjectRow(new Map(Object.entries(cells) as [ImportField, string][]), lookups(), {
    batchId: 'b1',
    current: current as ObjectRecord | undefined,
    headers: new Map(Object.entries(headers)),
  });

describe("a Medium cell, kept columns and a bare year read into an object's fields and details", () => {
  it('splits a medium on commas, semicolons and "and" into the material and technique values the museum has', () => {
    const row = parse({ inventoryNumber: 'A-1', materialTechnique: 'Bronze, wood and gilding' }, { materialTechnique: 'Medium' });
    expect(row.input).toMatchObject({ material: [material, 'material.m2'], technique: [technique] });
    expect(row.input.details).toBeUndefined();
    expect(row.problems).toEqual([]);
  });

  it('keeps the whole medium text as a detail when a part is no value of either list, and the row stays valid', () => {
    const row = parse({ inventoryNumber: 'A-1', materialTechnique: 'Bronze; graphite on paper' }, { materialTechnique: 'Medium' });
    expect(row.input).toMatchObject({ material: [material], details: [{ label: 'Medium', value: 'Bronze; graphite on paper' }] });
    expect(row.unknown).toEqual([]);
    expect(row.problems).toEqual([]);
  });

  it('keeps a column as a detail labelled by its header, its line breaks as spaces', () => {
    const key = `${KEEP_AS_DETAIL}3`;
    const row = parse({ inventoryNumber: 'A-1', [key]: 'Presented by\nMrs Richmond 1922' }, { [key]: 'Credit Line' });
    expect(row.input.details).toEqual([{ label: 'Credit Line', value: 'Presented by Mrs Richmond 1922' }]);
  });

  it('keeps a bare year in a day column as a detail and makes up no day', () => {
    const row = parse({ inventoryNumber: 'A-1', registrationDate: '1922' }, { registrationDate: 'Acquisition Date' });
    expect(row.input.registrationDate).toBeUndefined();
    expect(row.input.details).toEqual([{ label: 'Acquisition Date', value: '1922' }]);
    expect(row.problems).toEqual([]);
  });

  it("reads the export's Details cell back, and a kept column replaces the detail of its label", () => {
    const key = `${KEEP_AS_DETAIL}1`;
    const row = parse({ inventoryNumber: 'A-1', details: 'Credit Line: Gift\nURL: http://x/1', [key]: 'Bequest' }, { [key]: 'credit line' });
    expect(row.input.details).toEqual([
      { label: 'Credit Line', value: 'Bequest' },
      { label: 'URL', value: 'http://x/1' },
    ]);
    expect(parse({ inventoryNumber: 'A-1', details: 'no label here' }).problems).toEqual(['Details: write each detail on its own line as "Label: value", not "no label here".']);
  });

  it("updates an object's details by label, an emptied kept cell taking its label out", () => {
    const key = `${KEEP_AS_DETAIL}1`;
    const current = { details: [{ label: 'Credit Line', value: 'Gift' }, { label: 'URL', value: 'http://x/1' }] };
    expect(parse({ inventoryNumber: 'A-1', [key]: '' }, { [key]: 'Credit Line' }, current).input.details).toEqual([{ label: 'URL', value: 'http://x/1' }]);
    expect(parse({ inventoryNumber: 'A-1' }, {}, current).input.details).toBeUndefined();
  });
});
