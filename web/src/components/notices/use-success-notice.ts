import { useCallback } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import { useNotifications } from '../../notifications/notifications-context';

/** Long enough to read a short sentence; the spec gives durations for errors only. */
const SUCCESS_NOTICE_MS = 4_500;

/** A success notice titled 'Success' with one of the spec's sentences (spec 1 section 8), gone after a few seconds. */
export function useSuccessNotice(): (message: MessageId) => void {
  const { notify } = useNotifications();
  return useCallback(
    (message: MessageId) => {
      notify({ type: 'success', header: (t) => t('notice.successTitle'), content: (t) => t(message), durationMs: SUCCESS_NOTICE_MS });
    },
    [notify],
  );
}
