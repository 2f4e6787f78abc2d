import { useMemo } from 'react';
import { useConsoleLocale } from '../../i18n/console-locale';
import { useTimeZone } from '../../session/session-context';
import type { DateDisplay } from './date-time';

/** The museum's time zone with the reader's calendar and language: pass it to formatTimestamp. */
export function useDateDisplay(): DateDisplay {
  const timeZone = useTimeZone();
  const { preferences } = useConsoleLocale();
  return useMemo(
    () => ({ timeZone, calendar: preferences.calendar, language: preferences.language }),
    [timeZone, preferences.calendar, preferences.language],
  );
}
