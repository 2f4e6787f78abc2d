import type { ProductionYears } from '../../../../../shared/production-date';
import type { useT } from '../../../i18n/use-t';

type T = ReturnType<typeof useT>;

/** A year as the reader writes it: 500 BC for -500. */
const yearText = (t: T, year: number) => (year < 0 ? t('objectForm.productionDate.bc', { year: String(-year) }) : String(year));

/**
 * The years a production date spans, in the reader's language ('Years 1830 to 1835', 'Up to
 * 1820'); undefined when the text gives none. The object form's hint and the object page say it alike.
 */
export function productionYearsText(t: T, { earliestYear, latestYear }: Pick<ProductionYears, 'earliestYear' | 'latestYear'>): string | undefined {
  if (earliestYear === undefined && latestYear === undefined) return undefined;
  if (earliestYear === undefined) return t('objectForm.productionDate.upTo', { latest: yearText(t, latestYear!) });
  if (latestYear === undefined) return t('objectForm.productionDate.from', { earliest: yearText(t, earliestYear) });
  if (earliestYear === latestYear) return t('objectForm.productionDate.year', { year: yearText(t, earliestYear) });
  return t('objectForm.productionDate.span', { earliest: yearText(t, earliestYear), latest: yearText(t, latestYear) });
}
