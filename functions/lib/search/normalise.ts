/**
 * How object text becomes search terms, shared by the writes that index an object and the query
 * that searches: both sides must fold text the same way or a saved word is never found again.
 */

/** Terms longer than this are cut: a prefix query is cut the same way, so it still matches. */
export const MAX_TERM_LENGTH = 20;

// After NFKD every accent and Arabic mark is a combining mark (harakat, shadda, sukun, and the
// hamza or madda that أ إ آ ؤ ئ decompose into). Tatweel (kashida) only stretches a word on screen.
const MARKS = /[\p{Mn}\u0640]/gu;
const ARABIC_LETTERS: Record<string, string> = {
  '\u0671': '\u0627', // ٱ (alef wasla) → ا
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064a', // ى → ي
};
const ARABIC_VARIANTS = /[\u0671\u0629\u0649]/g;
// Arabic-Indic and Persian digits read as the Latin digits inventory numbers are typed with.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Lower case, no accents (é → e, ß → ss), Arabic without diacritics and with its letter
 * variants unified. NFKD also splits ligatures and full-width forms into plain letters.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(ARABIC_VARIANTS, (c) => ARABIC_LETTERS[c])
    .replace(EASTERN_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .normalize('NFC');
}

/** Letters and digits of any script make words; everything else separates them. */
const WORD = /[\p{L}\p{N}]+/gu;
/** A run joined by these inside one token (`A-001/2024`, `1.5`) is also kept whole. */
const JOINED = /[\p{L}\p{N}]+(?:[-/._:#][\p{L}\p{N}]+)+/gu;

const cut = (term: string) => term.slice(0, MAX_TERM_LENGTH);

/**
 * The distinct terms of a text: every word, and every joined code whole (`a-001/2024` besides
 * `a`, `001` and `2024`), so an inventory number is found by its parts, by its start and exactly.
 */
export function terms(text: string | null | undefined): string[] {
  if (!text) return [];
  const folded = normaliseText(text);
  const found = new Set<string>();
  for (const word of folded.match(WORD) ?? []) found.add(cut(word));
  for (const code of folded.match(JOINED) ?? []) found.add(cut(code));
  return [...found];
}

/**
 * A query's terms: each must match a word of the object by prefix (all of them, AND). A query
 * `A-001/` keeps its code whole, so it narrows to that series instead of matching any `a`.
 */
export function queryTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  const folded = normaliseText(query.trim());
  const codes: string[] = folded.match(JOINED) ?? [];
  // Words inside a code are covered by the code's own prefix match, which is stricter.
  const rest = codes.reduce((text, code) => text.replace(code, ' '), folded);
  const words: string[] = [...codes, ...(rest.match(WORD) ?? [])];
  // A trailing separator ("A-001/") asks for the series: search the code as typed.
  const trailing = folded.match(/[\p{L}\p{N}]+(?:[-/._:#][\p{L}\p{N}]*)+$/u)?.[0];
  if (trailing && !codes.includes(trailing)) {
    words.splice(0, words.length, ...words.filter((w) => !trailing.includes(w)), trailing);
  }
  return [...new Set(words.map(cut))];
}
