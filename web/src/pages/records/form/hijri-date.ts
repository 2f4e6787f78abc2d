/**
 * The Hijri (Umm al-Qura) date of a day (spec 2 section 2: the curatorial form's "derived Hijri
 * date from the recording date"), by the platform's own calendar (Intl), in the reader's
 * language with Latin digits; empty when there is no valid day.
 */
export function hijriDate(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(day);
  if (!match) return '';
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(ms)) return '';
  return new Intl.DateTimeFormat(`${language}-u-ca-islamic-umalqura-nu-latn`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
}
