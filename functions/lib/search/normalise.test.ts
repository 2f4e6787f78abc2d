import { describe, expect, it } from 'vitest';
import { MAX_TERM_LENGTH, normaliseText, queryTerms, terms } from './normalise';

describe('normaliseText', () => {
  it('folds case and accents the way staff type them without', () => {
    expect(normaliseText('Émile Gallé: Vase à décor')).toBe('emile galle: vase a decor');
    expect(normaliseText('Straße ŒUVRE ﬁbule')).toBe('strasse œuvre fibule');
    expect(normaliseText('Ａ-００１')).toBe('a-001');
  });

  it('strips Arabic diacritics and tatweel', () => {
    expect(normaliseText('مَخْطُوطَةٌ')).toBe(normaliseText('مخطوطة'));
    expect(normaliseText('كـــتاب')).toBe('كتاب');
  });

  it('unifies alef forms, ta marbuta and alef maqsura', () => {
    expect(normaliseText('أحمد')).toBe('احمد');
    expect(normaliseText('إبريق')).toBe('ابريق');
    expect(normaliseText('آنية')).toBe('انيه');
    expect(normaliseText('ٱلقرآن')).toBe('القران');
    expect(normaliseText('مكتبة')).toBe('مكتبه');
    expect(normaliseText('مصطفى')).toBe('مصطفي');
  });

  it('reads Arabic-Indic digits as Latin digits', () => {
    expect(normaliseText('١٤٤٥')).toBe('1445');
  });
});

describe('terms', () => {
  it('splits an inventory number into its parts and keeps it whole', () => {
    expect(terms('A-001/2024').sort()).toEqual(['001', '2024', 'a', 'a-001/2024'].sort());
  });

  it('gives each word once, folded', () => {
    expect(terms('Bronze bowl, BRONZE lid — Café')).toEqual(['bronze', 'bowl', 'lid', 'cafe']);
  });

  it('folds Arabic text with and without vowels to the same terms', () => {
    expect(terms('إِبْرِيقٌ نُحَاسِيٌّ')).toEqual(terms('ابريق نحاسي'));
  });

  it('cuts very long words, so a prefix query of any length still meets them', () => {
    const [term] = terms('x'.repeat(60));
    expect(term).toHaveLength(MAX_TERM_LENGTH);
    expect(queryTerms('x'.repeat(40))).toEqual([term]);
  });

  it('has nothing for empty text', () => {
    expect(terms(undefined)).toEqual([]);
    expect(terms(' -/ ')).toEqual([]);
  });
});

describe('queryTerms', () => {
  it('searches a typed code whole rather than by its pieces', () => {
    expect(queryTerms('A-001/2024')).toEqual(['a-001/2024']);
    expect(queryTerms('a-00')).toEqual(['a-00']);
  });

  it('keeps a trailing separator, so "A-001/" means that series', () => {
    expect(queryTerms('A-001/')).toEqual(['a-001/']);
  });

  it('gives each word of a phrase, folded', () => {
    expect(queryTerms('  Vase  GALLÉ ')).toEqual(['vase', 'galle']);
    expect(queryTerms('المَكتبة')).toEqual(['المكتبه']);
  });
});
