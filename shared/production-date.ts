/**
 * A production date as museums write it ('c.1830-5', 'late 18th century', 'القرن الثامن عشر',
 * 'date not known'): the text stays as written, and the years it spans are derived for filtering
 * and sorting. Pure and small on purpose: the objects and imports functions load it at cold start
 * and sit close to their size limit. The forms and rules are docs/object-search.md's
 * "Production dates".
 */
export interface ProductionYears {
  /** Negative before the common era (500 BC is -500); absent when open ('before 1820'). */
  earliestYear?: number;
  latestYear?: number;
  /** The century of the earliest year (of the latest when only that is known): 19 for 1802, -3 for 300 BC. */
  century?: number;
}

/** 1700-1799 is the 18th century, as catalogues write it; before the era, 300-201 BC is the 3rd. */
export const centuryOf = (year: number) => (year < 0 ? -(Math.floor((-year - 1) / 100) + 1) : Math.floor(year / 100) + 1);

// Arabic ordinals 1-10 as written after القرن, folded (no hamza, ة as ه): the 11th-19th add عشر.
const AR_ORDINALS = ['اول', 'ثاني', 'ثالث', 'رابع', 'خامس', 'سادس', 'سابع', 'ثامن', 'تاسع', 'عاشر'];
const ORDINAL_WORD = `(?:ال)?(?:حادي|${AR_ORDINALS.join('|')})`;

/** Latin digits, one dash, lower case, Arabic letters folded the way the ordinals above are written. */
function fold(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 15))
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[\u064b-\u0652\u0640]/g, '')
    .toLowerCase()
    .trim();
}

const UNKNOWN = /^(?:date not known|not known|unknown|undated|no date|n\.?\s?d\.?|غير معروف|غير مؤرخ|بدون تاريخ|دون تاريخ)$/;
const BC = /\bb\.?\s?c\.?(?:e\.?)?(?![a-z])|ق\.?\s?م(?![\u0621-\u064a])|قبل الميلاد/;
const HIJRI = /\ba\.?h\b|\d\s*ه(?![\u0621-\u064a])|هجري/;
// 'early 1890s', 'mid-1890s': thirds of a decade, of a century; halves of a century.
const PART = '(early|mid|late|1st half|first half|2nd half|second half|اوائل|منتصف|اواخر|النصف الاول من|النصف الثاني من)?\\s*-?\\s*';
const DECADE = new RegExp(`${PART}(\\d{3}0)'?s\\b`, 'g');
const CENTURY = new RegExp(`${PART}(?:of (?:the )?)?(\\d{1,2})(?:st|nd|rd|th)(?:\\s*-\\s*(\\d{1,2})(?:st|nd|rd|th))?\\s*(?:century|cent\\.?|c\\b)`, 'g');
const AR_CENTURY = new RegExp(`${PART}القرن\\s+(\\d{1,2}|(?:ال)?حادي و?العشرين|العشرين|${ORDINAL_WORD}(?:\\s+عشر)?)`, 'g');
const SHARES: Record<string, [number, number]> = { early: [0, 0.35], mid: [0.3, 0.7], late: [0.65, 1], half1: [0, 0.5], half2: [0.5, 1] };
const SHARE_OF: Record<string, string> = {
  اوائل: 'early', منتصف: 'mid', اواخر: 'late', '1st half': 'half1', 'first half': 'half1', 'النصف الاول من': 'half1',
  '2nd half': 'half2', 'second half': 'half2', 'النصف الثاني من': 'half2',
};

/** The years of the share of from..to that 'early', 'mid', 'late' or a half names (all of it without one). */
function part(word: string | undefined, from: number, to: number): [number, number] {
  const size = to - from + 1;
  const [a, b] = SHARES[SHARE_OF[word ?? ''] ?? word ?? ''] ?? [0, 1];
  return [from + Math.floor(a * size + 0.01), from + Math.ceil(b * size - 0.01) - 1];
}

function arabicOrdinal(word: string): number {
  if (/^\d+$/.test(word)) return Number(word);
  if (word.includes('عشرين')) return word.includes('حادي') ? 21 : 20;
  const unit = word.includes('حادي') ? 1 : AR_ORDINALS.findIndex((o) => word.includes(o)) + 1;
  return word.includes('عشر') && unit < 10 ? unit + 10 : unit;
}

/** Hijri year h begins about 622.54 + (h - 1) x 354.37 / 365.25 in the Gregorian calendar. */
const hijriStart = (h: number) => Math.floor(622.54 + (h - 1) * 0.970224);

/**
 * The spans one clause names, signed (before the era they count down: the 3rd century BC is
 * -300..-201, its early part -300..-266): centuries, decades, then years and year ranges
 * ('1830-5', '1802/3', '1860 or 63').
 */
function spans(clause: string, bc: boolean): [number, number][] {
  const out: [number, number][] = [];
  const century = (share: string | undefined, first: number, last = first) => {
    const of = (n: number): [number, number] => (bc ? [-n * 100, -(n - 1) * 100 - 1] : [(n - 1) * 100, (n - 1) * 100 + 99]);
    const [from, to] = bc ? [of(Math.max(first, last))[0], of(Math.min(first, last))[1]] : [of(first)[0], of(last)[1]];
    out.push(part(share, from, to));
    return ' ';
  };
  let rest = clause
    .replace(/(\d{4})-\d\d?-\d\d?\b/g, '$1')
    .replace(/\b\d\d?[/.]\d\d?[/.](\d{4})\b/g, '$1')
    .replace(CENTURY, (_, share: string | undefined, a: string, b?: string) => century(share, Number(a), b ? Number(b) : undefined))
    .replace(AR_CENTURY, (_, share: string | undefined, word: string) => century(share, arabicOrdinal(word)))
    .replace(DECADE, (_, share: string | undefined, d: string) => {
      out.push(part(share, Number(d), Number(d) + 9));
      return ' ';
    });
  // A year has three or four digits (any, next to an era: '50 BC'); a completed end may be shorter
  // ('1830-5'); a day of the month stays out.
  const era = bc || /\b(?:a\.?d|c\.?e)\b|م(?![\u0621-\u064a])/.test(clause) || HIJRI.test(clause);
  rest.replace(era ? /(\d{1,4})(?:\s*(?:-|\/|or|to|and|الى|او)\s*\??(\d{1,4}))?/g : /\b(\d{3,4})\b(?:\s*(?:-|\/|or|to|and|الى|او)\s*(?:c\.\s*)?\??(\d{1,4})\b)?/g, (_, a: string, b?: string) => {
    const from = Number(a);
    const to = b === undefined ? from : b.length < a.length ? Number(a.slice(0, a.length - b.length) + b) : Number(b);
    out.push(bc ? [-Math.max(from, to), -Math.min(from, to)] : [Math.min(from, to), Math.max(from, to)]);
    return ' ';
  });
  return out;
}

/** The years a production date text spans; empty when it names none ('date not known', 'undated'). */
export function productionYears(text: string): ProductionYears {
  const folded = fold(text);
  // The first clause dates the making; a later clause counts only when it is bare years
  // ('1809, 1840'), not a later event ('1819, printed 1850', 'c.1810-20, reprinted 1850').
  const [first = '', ...later] = folded.split(/[,;،]/);
  if (UNKNOWN.test(first.replace(/[?.\s]+$/, ''))) return {};
  const bc = BC.test(first);
  const found = spans(first, bc);
  for (const clause of later) if (/^[\s\d?c./-]+$/.test(clause)) found.push(...spans(clause, bc));
  if (found.length === 0) return {};
  let earliest = Math.min(...found.map((s) => s[0]));
  let latest = Math.max(...found.map((s) => s[1]));
  if (!bc && HIJRI.test(first)) [earliest, latest] = [hijriStart(earliest), hijriStart(latest + 1)];
  const years: ProductionYears = {};
  if (!/^[?\s]*(?:before|قبل)\s|or earlier/.test(first)) years.earliestYear = earliest;
  if (!/^[?\s]*(?:after|بعد)\s|or later/.test(first)) years.latestYear = latest;
  years.century = centuryOf(years.earliestYear ?? latest);
  return years;
}
