import { describe, expect, it } from 'vitest';
import { inventoryGaps } from './gaps';

describe('the gaps report', () => {
  it('lists the missing numbers of each series in its own padding', () => {
    const numbers = ['A-001', 'A-002', 'A-003', 'A-005', 'A-010', 'B-1', 'B-4'];
    expect(inventoryGaps(numbers)).toEqual(['A-004', 'A-006 .. A-009', 'B-2', 'B-3']);
  });

  it('takes the last run of digits as the running number, and ignores case and order', () => {
    expect(inventoryGaps(['1985.12.3', '1985.12.1', '1986.1.1'])).toEqual(['1985.12.2']);
    expect(inventoryGaps(['ms-7/b', 'MS-9/B'])).toEqual(['ms-8/b']);
  });

  it('reports nothing for a number alone in its series, without digits, or a barcode-long run', () => {
    expect(inventoryGaps(['A-001', 'B-0005', 'Untitled', '1234567890123456', '1234567890123459'])).toEqual([]);
  });
});
