import { describe, expect, it } from 'vitest';
import { proposeByLabel } from './propose-by-label';

const arabic: Record<string, string> = { inventoryNumber: 'رقم الجرد', objectName: 'اسم القطعة', quantity: 'الكمية' };

describe('proposeByLabel', () => {
  it("maps the columns the server left out by the fields' labels in the user's language", () => {
    const mapped = proposeByLabel(['رقم الجرد', 'Object Name', ' اسم  القطعة ', 'ملاحظات'], ['', 'objectName', '', ''], Object.keys(arabic), (f) => arabic[f]);
    // The Arabic name's field is taken by the English column already: proposed once only.
    expect(mapped).toEqual(['inventoryNumber', 'objectName', '', '']);
  });

  it('keeps what the server proposed', () => {
    expect(proposeByLabel(['الكمية'], ['objectName'], Object.keys(arabic), (f) => arabic[f])).toEqual(['objectName']);
  });
});
