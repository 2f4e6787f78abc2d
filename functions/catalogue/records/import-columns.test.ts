import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TYPES } from '../../../shared/records/record-types';

// The kit reads its configuration at import, as a Lambda does at cold start.
process.env.TABLE_NAME ??= 'unit-test-table';
let columns: typeof import('./import-columns');
let sheet: typeof import('./excel-sheet');
beforeAll(async () => {
  columns = await import('./import-columns');
  sheet = await import('./excel-sheet');
});

const key = (type: string, title: string) => `${type}\u0000\u0000${title.toLowerCase()}`;
const lookups = () => ({
  ids: new Map([
    [key('treatmentCategory', 'Cleaning'), 'treatmentCategory.c1'],
    [key('damageType', 'Tear'), 'damageType.d1'],
    [key('damageType', 'Stain'), 'damageType.d2'],
  ]),
  titles: new Map([
    ['treatmentCategory.c1', 'Cleaning'],
    ['damageType.d1', 'Tear'],
    ['damageType.d2', 'Stain'],
  ]),
});

describe("a record type's sheet read back", () => {
  it("maps every header of each type's export to its field, but the object's name", () => {
    const none = new Map<string, string>();
    for (const type of Object.values(RECORD_TYPES)) {
      const propose = columns.proposeRecordField(type);
      const mapped = sheet.recordColumns(type).map((c) => propose(c.header, none));
      expect(mapped, type.name).toEqual(['inventoryNumber', '', ...type.fields.map((f) => f.name), 'id']);
    }
  });

  it('leaves a header without its unit to staff when two fields share it', () => {
    const propose = columns.proposeRecordField(RECORD_TYPES.insurance);
    expect(propose('Insurance Value', new Map())).toBe('');
    expect(propose('insurance value (usd)', new Map())).toBe('insuranceValueUsd');
    expect(propose('Crate required', new Map())).toBe('crateRequired');
  });

  it('reads each kind of cell: days, numbers, Yes/No, titles without case, lists, choices, file URLs', () => {
    const cells = new Map([
      ['treatmentDate', '2024/05/06'],
      ['treatmentCategory', 'cleaning'],
      ['damageType', 'Tear, stain'],
      ['treatedBy', '  Amal  '],
      ['treatmentDocumentation', 'https://files.example/t/report.pdf, https://files.example/t/new%20scan.pdf'],
    ]);
    const held = { treatmentDocumentation: [{ uid: 'u1', name: 'report.pdf', url: 'https://files.example/t/report.pdf' }] };
    const parsed = columns.parseRecordRow(RECORD_TYPES.treatment, cells, lookups(), { batchId: 'b1', held });
    expect(parsed.problems).toEqual([]);
    expect(parsed.input).toEqual({
      treatmentDate: '2024/05/06',
      treatmentCategory: 'treatmentCategory.c1',
      damageType: ['damageType.d1', 'damageType.d2'],
      treatedBy: 'Amal',
      treatmentDocumentation: [held.treatmentDocumentation[0], { uid: expect.stringMatching(/^import-/u), name: 'new scan.pdf', url: 'https://files.example/t/new%20scan.pdf' }],
    });

    const insurance = columns.parseRecordRow(
      RECORD_TYPES.insurance,
      new Map([
        ['singleOrGroup', 'group'],
        ['crateRequired', 'maybe'],
        ['insuranceValueQar', '12,000'],
        ['length', ''],
      ]),
      lookups(),
      { batchId: 'b1' },
    );
    expect(insurance.input).toEqual({ singleOrGroup: 'Group', crateRequired: undefined, insuranceValueQar: undefined, length: undefined });
    // In the type's field order, each under its export header.
    expect(insurance.problems).toEqual(['Insurance Value (QAR): "12,000" is not a number.', 'Crate Required: write Yes or No, not "maybe".']);
    expect(insurance.unread).toEqual(['insuranceValueQar', 'crateRequired']);
  });

  it('names an unknown value by the id this batch would create it with', () => {
    const first = columns.parseRecordRow(RECORD_TYPES.treatment, new Map([['treatmentCategory', 'Gilding']]), lookups(), { batchId: 'b1' });
    const again = columns.parseRecordRow(RECORD_TYPES.treatment, new Map([['treatmentCategory', 'gilding ']]), lookups(), { batchId: 'b1' });
    expect(first.unknown).toEqual([expect.objectContaining({ type: 'treatmentCategory', title: 'Gilding', label: 'Treatment Category', field: 'treatmentCategory' })]);
    expect(again.input.treatmentCategory).toBe(first.input.treatmentCategory);
    expect(first.input.treatmentCategory).toMatch(/^treatmentCategory\./u);
  });
});
