import ISO6391 from 'iso-639-1';
import { describe, expect, it } from 'vitest';
import NAMES from './iso-639-1-names.json' with { type: 'json' };
import { isoLanguage, isoLanguages } from './iso-languages';

describe('ISO 639-1 languages', () => {
  it('are the iso-639-1 package\'s codes and names (after updating it, run `npm run iso-languages`)', () => {
    expect(NAMES).toEqual(Object.fromEntries(ISO6391.getAllCodes().map((code) => [code, ISO6391.getName(code)])));
  });

  it('serves the list sorted by title as a collator would, ids being codes', () => {
    const iso = isoLanguages();
    expect(iso.length).toBeGreaterThan(180);
    expect(iso.find((l) => l.code === 'he')).toEqual({ id: 'he', code: 'he', title: 'Hebrew' });
    expect(iso.map((l) => l.title)).toEqual([...iso].map((l) => l.title).sort((a, b) => a.localeCompare(b)));
    // The names with diacritics sit among their letters, not after Z.
    const titles = iso.map((l) => l.title);
    expect(titles.indexOf('Māori')).toBeLessThan(titles.indexOf('Marathi'));
  });

  it('finds a language by code', () => {
    expect(isoLanguage('mi')?.title).toBe('Māori');
    expect(isoLanguage('xx')).toBeUndefined();
  });
});
