import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { ENGLISH } from '../../i18n/load-catalog';
import { translatorFor } from '../../i18n/translator';
import { pieSegments } from './pie-segments';

const english = translatorFor(ENGLISH);
const arabic = translatorFor({ language: 'ar', messages: ar });
const rows = [
  { x: 'Ceramics', y: 4 },
  { x: 'خزف', y: 1200 },
];
/** Without the isolates that keep each title in its own direction. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/gu, '');

describe('the statistics pie', () => {
  it('labels each segment by its title beside the ring in a wide card, or before the card is measured', () => {
    for (const narrow of [false, undefined]) {
      const pie = pieSegments(english, rows, narrow);
      expect(pie.segmentTitle).toBeUndefined();
      expect(pie.data).toEqual([
        { id: 'Ceramics', name: 'Ceramics', y: 4 },
        { id: 'خزف', name: 'خزف', y: 1200 },
      ]);
    }
  });

  it('hides the labels in a narrow card, where they would be cut, and names each count in the legend instead, in English and Arabic', () => {
    const inEnglish = pieSegments(english, rows, true);
    expect(inEnglish.segmentTitle?.({ segmentName: 'Ceramics', segmentValue: 4, totalValue: 1204 })).toBe('');
    expect(inEnglish.data.map((d) => plain(d.name))).toEqual(['Ceramics (4)', 'خزف (1,200)']);
    // The id stays the title: a segment hidden from the legend stays hidden as the card narrows.
    expect(inEnglish.data.map((d) => d.id)).toEqual(['Ceramics', 'خزف']);
    const inArabic = pieSegments(arabic, rows, true);
    expect(inArabic.segmentTitle?.({ segmentName: 'خزف', segmentValue: 1200, totalValue: 1204 })).toBe('');
    expect(inArabic.data.map((d) => plain(d.name))).toEqual([`Ceramics (${(4).toLocaleString('ar')})`, `خزف (${(1200).toLocaleString('ar')})`]);
  });
});
