import { describe, expect, it } from 'vitest';
import { code128, BARCODE_QUIET_ZONE } from './code128';
import { layLabels, objectLabel, POINTS_PER_MM, wallLabel } from './label-layout';
import { LABEL_SHEETS, sheetById, sheetsFor } from './label-sheets';

const object = (n: number, extra: Record<string, string | null> = {}) => ({
  id: `o${n}`,
  inventoryNumber: `INV-${String(n).padStart(4, '0')}`,
  objectName: `Ewer ${n}`,
  objectTitle: null,
  subtitle: null,
  author: null,
  productionDate: null,
  ...extra,
});
const sheet = (id: string) => sheetById(id)!;

describe('label sheets', () => {
  it.each([
    ['L7160', 21, 3],
    ['L7163', 14, 4],
    ['L7651', 65, 1],
  ])('puts %s labels %i to a page (50 objects: %i pages)', (id, perPage, pages) => {
    const laid = layLabels(sheet(id), Array.from({ length: 50 }, (_, n) => objectLabel(object(n))));
    expect(laid).toHaveLength(pages);
    expect(laid.slice(0, -1).every((page) => page.length === perPage)).toBe(true);
    expect(laid.flat()).toHaveLength(50);
    expect(laid.at(-1)!.length).toBe(50 - perPage * (pages - 1));
  });

  it('places labels row by row from the top left, each inside the A4 page and none overlapping', () => {
    const a4 = { width: 210 * POINTS_PER_MM, height: 297 * POINTS_PER_MM };
    for (const s of LABEL_SHEETS) {
      const [page] = layLabels(s, Array.from({ length: s.across * s.down }, (_, n) => objectLabel(object(n))));
      expect(page[0]).toMatchObject({ x: expect.closeTo(s.leftMm * POINTS_PER_MM, 1), y: expect.closeTo(s.topMm * POINTS_PER_MM, 1) });
      expect(page[1].y).toBe(page[0].y);
      expect(page[s.across].x).toBe(page[0].x);
      for (const l of page) {
        expect(l.x + l.width, s.id).toBeLessThanOrEqual(a4.width + 0.5);
        expect(l.y + l.height, s.id).toBeLessThanOrEqual(a4.height + 0.5);
      }
      for (let i = 1; i < page.length; i++) {
        const [a, b] = [page[i - 1], page[i]];
        expect(b.x >= a.x + a.width - 0.01 || b.y >= a.y + a.height - 0.01, `${s.id} ${i}`).toBe(true);
      }
    }
  });

  it('offers the small sizes for object labels and the large ones for wall labels', () => {
    expect(sheetsFor('object').map((s) => s.id)).toEqual(['L7651', 'L7160', 'L7163']);
    expect(sheetsFor('wall').map((s) => s.id)).toEqual(['L7163', 'L7165', 'L7169']);
  });
});

describe('what a label says', () => {
  it("an object label: the inventory number and the object's name", () => {
    expect(objectLabel(object(7))).toEqual({ kind: 'object', id: 'o7', inventoryNumber: 'INV-0007', name: 'Ewer 7' });
  });

  it('a wall label: the title and subtitle, else the name and the author with the date, and the QR only with a POI', () => {
    const titled = wallLabel(object(1, { objectTitle: 'The Night Ewer', subtitle: 'Brass, inlaid with silver' }), 'https://m.example.org/visit/poi/p1');
    expect(titled).toEqual({ kind: 'wall', id: 'o1', inventoryNumber: 'INV-0001', title: 'The Night Ewer', subtitle: 'Brass, inlaid with silver', qrUrl: 'https://m.example.org/visit/poi/p1' });
    const plain = wallLabel(object(2, { author: 'Ahmad al-Dimashqi', productionDate: '1860s' }), undefined);
    expect(plain).toEqual({ kind: 'wall', id: 'o2', inventoryNumber: 'INV-0002', title: 'Ewer 2', subtitle: 'Ahmad al-Dimashqi, 1860s' });
  });
});

describe('the barcode', () => {
  it('is Code 128 of the inventory number: start code B, the stop pattern, quiet zones either side', () => {
    const bars = code128('INV-0007')!;
    // Code 128: 11 modules a symbol (start, data, check) and 13 for the stop.
    expect(bars.modules - 2 * BARCODE_QUIET_ZONE).toBeGreaterThan(11 * 3 + 13);
    const path = bars.path(1, 20);
    // Start B is bars 2-1-1-4-1-2 wide (11010010000): its first bar is two modules from the quiet zone.
    expect(path.startsWith(`M${BARCODE_QUIET_ZONE} 0h2v20h-2z`)).toBe(true);
    // Wider modules, the same bars.
    expect(bars.path(0.5, 20).split('M')).toHaveLength(path.split('M').length);
  });

  it('is left out for a number Code 128 cannot carry', () => {
    expect(code128('رقم-٧')).toBeUndefined();
    expect(code128('')).toBeUndefined();
  });
});
