import { useCallback } from 'react';
import { QUERY_ERROR_MS } from '../../../shared/constants';
import { useNotifications } from '../notifications/notifications-context';
import { errorNotice, type MessageReader } from './error-notification';

/** Query-based calls tell the user what failed, for 10 s (spec 1 section 8); the console keeps the detail. */
export function useNotifyQueryError(read?: MessageReader): (error: unknown) => void {
  const { notify } = useNotifications();
  return useCallback(
    (error: unknown) => {
      console.error(error);
      notify({
        type: 'error',
        header: (t) => errorNotice(error, t, read).header,
        content: (t) => {
          const { lines } = errorNotice(error, t, read);
          return lines.length ? (
            <div data-testid="error-notice-details">
              {lines.map((line, index) => (
                <div key={index}>
                  {/* Each line takes its own direction: an Arabic message, a timestamp, an id. */}
                  <bdi>{line}</bdi>
                </div>
              ))}
            </div>
          ) : undefined;
        },
        durationMs: QUERY_ERROR_MS,
      });
    },
    [notify, read],
  );
}
