import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './message-ids';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A catalog text in the console's language; ids are checked against the English catalog. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
