import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { directionOf } from './direction';
import { isolatedValues } from './isolate-values';
import type { MessageId } from './message-ids';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A catalog text in the console's language; ids are checked against the English catalog. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  const rightToLeft = directionOf(intl.locale as 'en' | 'ar') === 'rtl';
  return useCallback((id, values) => intl.formatMessage({ id }, isolatedValues(values, rightToLeft)), [intl, rightToLeft]);
}
