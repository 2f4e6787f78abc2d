import { describe, expect, it } from 'vitest';
import { centuryOf, productionYears } from './production-date';

const years = (text: string) => {
  const { earliestYear, latestYear } = productionYears(text);
  return [earliestYear, latestYear];
};

describe('production dates as museums write them', () => {
  it.each([
    ['1802', 1802, 1802],
    ['c.1830-5', 1830, 1835],
    ['c. 1830–1835', 1830, 1835],
    ['c.1830–41', 1830, 1841],
    ['1802-3', 1802, 1803],
    ['1802/3', 1802, 1803],
    ['1795–1800', 1795, 1800],
    ['1860 or 63', 1860, 1863],
    ['circa 1800', 1800, 1800],
    ['?1820', 1820, 1820],
    ['1820?', 1820, 1820],
    ['published 1855', 1855, 1855],
    ['exhibited 1903', 1903, 1903],
    ['15 March 1902', 1902, 1902],
    ['1902-03-15', 1902, 1902],
    ['15/03/1902', 1902, 1902],
    ['1890s', 1890, 1899],
    ['early 1890s', 1890, 1893],
    ['mid-1890s', 1893, 1896],
    ['late 1810s to mid–1820s', 1816, 1826],
    ['18th century', 1700, 1799],
    ['late 18th century', 1765, 1799],
    ['late 18th C', 1765, 1799],
    ['mid-19th century', 1830, 1869],
    ['1st half of 20th century', 1900, 1949],
    ['2nd half of the 19th century', 1850, 1899],
    ['18th-19th century', 1700, 1899],
    ['500 BC', -500, -500],
    ['500-400 BC', -500, -400],
    ['3rd century BC', -300, -201],
    ['early 3rd century BC', -300, -266],
    ['AD 50', 50, 50],
    ['القرن الثامن عشر', 1700, 1799],
    ['أوائل القرن التاسع عشر', 1800, 1834],
    ['القرن الحادي والعشرين', 2000, 2099],
    ['القرن الثالث قبل الميلاد', -300, -201],
    ['١٨٠٢', 1802, 1802],
    ['حوالي ١٨٣٠', 1830, 1830],
    ['50 ق.م', -50, -50],
    ['1220 AH', 1805, 1806],
    ['1220 هـ', 1805, 1806],
  ])('%s spans %i to %i', (text, earliest, latest) => {
    expect(years(text)).toEqual([earliest, latest]);
  });

  it('dates the making by the first clause: a later event does not widen it, a bare later year does', () => {
    expect(years('c.1810-20, reprinted 1850')).toEqual([1810, 1820]);
    expect(years('1970-1, printed after 1971')).toEqual([1970, 1971]);
    expect(years('1809, 1840')).toEqual([1809, 1840]);
  });

  it('leaves the open end of before, after, or earlier and or later unset', () => {
    expect(productionYears('before 1820')).toEqual({ latestYear: 1820, century: 19 });
    expect(productionYears('after 1900')).toEqual({ earliestYear: 1900, century: 20 });
    expect(years('c.1793 or earlier')).toEqual([undefined, 1793]);
  });

  it('gives no years for a date the museum does not know, nor for text without one', () => {
    for (const text of ['date not known', 'undated', 'n.d.', 'no date', 'غير معروف', 'بدون تاريخ', '', 'unknown maker']) {
      expect(productionYears(text)).toEqual({});
    }
  });

  it('names the century of the earliest year as catalogues count it', () => {
    expect(productionYears('1802').century).toBe(19);
    expect(productionYears('1795–1805').century).toBe(18);
    expect([centuryOf(1800), centuryOf(1799), centuryOf(-300), centuryOf(-201), centuryOf(-200)]).toEqual([19, 18, -3, -3, -2]);
  });
});
