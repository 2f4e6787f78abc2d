import { describe, expect, it } from 'vitest';
import type { CollectionObject } from '../../../../shared/schemas/object';
import { countryName } from '../../i18n/country-names';
import { descriptionMayBreak, formatValue, imageGrid, isRightToLeft, reportFileName, reportImages, reportSections, type ReportTexts } from './report-content';

const texts: ReportTexts = {
  label: (field) => `L:${field}`,
  section: (step) => `S:${step}`,
  valueTitle: (id) => ({ 'classification.1': 'Ceramics', 'material.1': 'Clay', 'material.2': 'Glass', 'otherDimensions.1': 'Depth' })[id],
  country: (typed) => countryName(typed, 'en'),
  yes: 'Yes',
  no: 'No',
  empty: '–',
};

const object = (fields: Partial<CollectionObject> = {}) =>
  ({ id: 'o1', inventoryNumber: 'A-1', otherDimensions: {}, imageList: [], mainImage: null, material: [], technique: [], carDetailsVisible: false, bookDetailsVisible: false, ...fields }) as CollectionObject;

describe('the item report content', () => {
  it('shows dimensions in cm, the weight (stored in grams) in kg, dropdowns by title, days as YYYY/MM/DD', () => {
    const o = object({ length: 12.5, weight: 3900, classification: 'classification.1', material: ['material.1', 'material.2'], registrationDate: '2024-03-09', available: false, otherDimensions: { 'otherDimensions.1': 4.25 } });
    expect(formatValue(o, 'length', texts)).toBe('12.5 cm');
    expect(formatValue(o, 'weight', texts)).toBe('3.9 kg');
    expect(formatValue(o, 'classification', texts)).toBe('Ceramics');
    expect(formatValue(o, 'material', texts)).toBe('Clay, Glass');
    expect(formatValue(o, 'registrationDate', texts)).toBe('2024/03/09');
    expect(formatValue(o, 'available', texts)).toBe('No');
    expect(formatValue(o, 'otherDimensions', texts)).toBe('Depth: 4.25 cm');
    expect(formatValue(o, 'height', texts)).toBe('–');
  });

  it("names a country in Arabic by its ISO name where the museum typed a country's English name, else as typed", () => {
    const arabic: ReportTexts = { ...texts, country: (typed) => countryName(typed, 'ar') };
    const origin = (country: string) => reportSections(object({ country }), arabic).find((s) => s.id === 'origin')!.rows.find((r) => r.field === 'country')!.value;
    expect(origin('Qatar')).toBe('قطر');
    expect(origin('turkey')).toBe('تركيا');
    expect(origin('Anatolia')).toBe('Anatolia');
    expect(origin('بلاد الشام')).toBe('بلاد الشام');
    expect(formatValue(object({ country: 'Qatar' }), 'country', texts)).toBe('Qatar');
  });

  it('has Car and Book Details only when shown on the object, Media last', () => {
    expect(reportSections(object(), texts).map((s) => s.id)).toEqual(['overview', 'location', 'description', 'origin', 'media']);
    expect(reportSections(object({ carDetailsVisible: true, bookDetailsVisible: true }), texts).map((s) => s.id)).toEqual([
      'overview', 'location', 'description', 'origin', 'car', 'book', 'media',
    ]);
    const media = reportSections(object(), texts).at(-1)!;
    expect(media.rows.map((r) => r.field)).toEqual(['photographer', 'dateTaken']);
  });

  it('lets the description run across pages only past 3000 characters of short and long description', () => {
    expect(descriptionMayBreak({ description: 'a'.repeat(240), descriptionLong: 'b'.repeat(2760) })).toBe(false);
    expect(descriptionMayBreak({ description: 'a'.repeat(240), descriptionLong: 'b'.repeat(2761) })).toBe(true);
    const sections = reportSections(object({ description: 'short', descriptionLong: 'long' }), texts);
    expect(sections.find((s) => s.id === 'description')!.mayBreak).toBe(false);
    expect(sections.find((s) => s.id === 'overview')!.mayBreak).toBe(true);
  });

  it('grids the main image and the list four to a row, wrapping over 16 images', () => {
    const file = (n: number) => ({ uid: `${n}`, name: `${n}.png`, url: `u${n}` });
    expect(reportImages(object({ mainImage: file(0), imageList: [file(1), file(2)] }))).toEqual(['u0', 'u1', 'u2']);
    const sixteen = imageGrid(Array.from({ length: 16 }, (_, i) => `u${i}`));
    expect(sixteen).toMatchObject({ mayBreak: false });
    expect(sixteen.rows).toHaveLength(4);
    expect(imageGrid(Array.from({ length: 17 }, (_, i) => `u${i}`)).mayBreak).toBe(true);
  });

  it('sets Arabic text right to left by its first strong letter, and names the file by number and day', () => {
    expect(isRightToLeft('جرة فخارية 1850')).toBe(true);
    expect(isRightToLeft('1850 جرة')).toBe(true);
    expect(isRightToLeft('A-005 · جرة')).toBe(false);
    expect(reportFileName('A/7', { year: '2026', month: '11', day: '24' })).toBe('item_A-7_(2026-11-24).pdf');
  });
});
