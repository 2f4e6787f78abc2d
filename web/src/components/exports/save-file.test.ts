import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-file';

describe('the file name an export answer gives', () => {
  it("reads the quoted name the API sends, and prefers RFC 6266's UTF-8 name", () => {
    expect(fileNameFromDisposition('attachment; filename="objects_2026-11-23_20-41-07.xlsx"')).toBe('objects_2026-11-23_20-41-07.xlsx');
    expect(fileNameFromDisposition("attachment; filename=\"x.xlsx\"; filename*=UTF-8''%D9%82%D8%B7%D8%B9.xlsx")).toBe('قطع.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
  });

  it('never names a folder, and gives nothing without a header or a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/objects.xlsx"')).toBe('objects.xlsx');
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
  });
});
