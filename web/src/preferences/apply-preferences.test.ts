import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_LANGUAGES, DENSITIES, MODES, type Preferences } from '../../../shared/schemas/preferences';
import { applyToDocument } from './apply-to-document';
import { browserPreferences } from './browser-preferences';
import { forgetStoredPreferences, storePreferences } from './stored-preferences';

// The script index.html runs before the first paint, outside the bundle.
const beforePaint = readFileSync(join(process.cwd(), 'web/public/apply-preferences.js'), 'utf8');

function reset(root: HTMLElement) {
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  root.className = '';
  document.body.className = '';
}

/** What the page looks like: <html>'s language and direction, <body>'s mode and density classes. */
function look(root: HTMLElement) {
  return { lang: root.lang, dir: root.dir, classes: [...document.body.classList].sort() };
}

const all: Preferences[] = CONSOLE_LANGUAGES.flatMap((language) =>
  MODES.flatMap((mode) => DENSITIES.map((density) => ({ language, mode, density, calendar: 'gregory' as const }))),
);

describe('preferences before the first paint', () => {
  afterEach(() => {
    forgetStoredPreferences();
    vi.restoreAllMocks();
    reset(document.documentElement);
  });

  it.each(all)('paints %o exactly as the console then applies it', (preferences) => {
    const root = document.documentElement;
    storePreferences(preferences);
    reset(root);
    new Function(beforePaint)();
    const painted = look(root);

    reset(root);
    applyToDocument(preferences, root);
    expect(painted).toEqual(look(root));
    expect(painted.dir).toBe(preferences.language === 'ar' ? 'rtl' : 'ltr');
  });

  it.each([
    [['ar-QA', 'en'], 'ar'],
    [['fr-FR', 'ar'], 'ar'],
    [['en-GB'], 'en'],
    [['de'], 'en'],
  ])('follows the browser languages %j before anyone signs in (%s)', (languages, expected) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    const root = document.documentElement;
    reset(root);
    new Function(beforePaint)();
    expect(root.lang).toBe(expected);
    expect(browserPreferences().language).toBe(expected);
    expect(document.body.classList.contains('awsui-dark-mode')).toBe(false);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('museum-console.preferences', '{"language":"xx","mode":"sepia"');
    const root = document.documentElement;
    reset(root);
    new Function(beforePaint)();
    expect(look(root)).toEqual({ lang: 'en', dir: 'ltr', classes: [] });
  });
});
