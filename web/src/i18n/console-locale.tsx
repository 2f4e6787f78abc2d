import I18nProvider from '@cloudscape-design/components/i18n';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Preferences } from '../../../shared/schemas/preferences';
import { applyToDocument } from '../preferences/apply-to-document';
import { browserPreferences } from '../preferences/browser-preferences';
import { forgetStoredPreferences, readStoredPreferences, storePreferences } from '../preferences/stored-preferences';
import { ENGLISH, loadCatalog, type LoadedCatalog } from './load-catalog';

type ConsoleLocale = {
  /** What the console shows now: the signed-in user's choice, or the browser's before sign-in. */
  preferences: Preferences;
  /** A signed-in user's preferences (at sign-in, on reload, after saving them in the profile). */
  adopt(preferences: Preferences): void;
  /** Sign-out: this browser forgets them and the login screen follows the browser's language again. */
  forget(): void;
};

const LocaleContext = createContext<ConsoleLocale | undefined>(undefined);

function initialPreferences(): Preferences {
  return readStoredPreferences() ?? browserPreferences();
}

/**
 * The console's language (react-intl for ours, Cloudscape's I18nProvider for its components),
 * direction, mode and density. The Arabic catalog is a chunk of its own: while it loads the
 * screen keeps what it showed, so switching never flashes a half-translated page.
 */
export function ConsoleLocaleProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(initialPreferences);
  const [catalog, setCatalog] = useState<LoadedCatalog | undefined>(preferences.language === 'en' ? ENGLISH : undefined);

  useEffect(() => {
    if (catalog?.language === preferences.language) return;
    let cancelled = false;
    loadCatalog(preferences.language)
      .catch((error: unknown) => {
        console.error('Could not load the console catalog; showing English', error);
        return ENGLISH;
      })
      .then((loaded) => {
        if (!cancelled) setCatalog(loaded);
      });
    return () => {
      cancelled = true;
    };
  }, [preferences.language, catalog?.language]);

  // The direction turns with the texts, not before them.
  const language = catalog?.language;
  useLayoutEffect(() => {
    if (language) applyToDocument({ ...preferences, language });
  }, [preferences, language]);

  const adopt = useCallback((next: Preferences) => {
    storePreferences(next);
    setPreferences(next);
  }, []);
  const forget = useCallback(() => {
    forgetStoredPreferences();
    setPreferences(browserPreferences());
  }, []);

  const value = useMemo(() => ({ preferences, adopt, forget }), [preferences, adopt, forget]);
  // Only a first visit in Arabic waits for its catalog: a blank page for one small chunk's load.
  if (!catalog) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={catalog.language} defaultLocale="en" messages={catalog.messages}>
        <I18nProvider locale={catalog.language} messages={[catalog.cloudscape]}>
          {children}
        </I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useConsoleLocale(): ConsoleLocale {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useConsoleLocale needs a ConsoleLocaleProvider above it');
  return value;
}
