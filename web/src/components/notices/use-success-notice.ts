import { useCallback } from 'react';
import { useNotifications } from '../../notifications/notifications-context';
import { SUCCESS_TITLE } from './notice-texts';

/** Long enough to read a short sentence; the spec gives durations for errors only. */
const SUCCESS_NOTICE_MS = 4_500;

/** A success notice titled 'Success' with the spec's sentence, gone after a few seconds. */
export function useSuccessNotice(): (message: string) => void {
  const { notify } = useNotifications();
  return useCallback(
    (message: string) => {
      notify({ type: 'success', header: SUCCESS_TITLE, content: message, durationMs: SUCCESS_NOTICE_MS });
    },
    [notify],
  );
}
