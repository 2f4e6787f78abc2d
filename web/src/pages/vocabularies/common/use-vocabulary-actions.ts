import { useCallback } from 'react';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import type { MessageId } from '../../../i18n/message-ids';

/**
 * Save and delete of a vocabulary screen: 'Data saved successfully' / 'Data deleted successfully'
 * on success (spec 1 section 8), then the list reloads. A refusal is shown with the server's
 * message: a value in use or a duplicate must say why nothing happened, although the spec's
 * action-based calls fail silently. Rejections are passed on so an editor can stay open.
 */
export function useVocabularyActions(reload: () => void, onFailure?: (error: unknown) => void) {
  const success = useSuccessNotice();
  const notifyError = useNotifyQueryError();
  const fail = onFailure ?? notifyError;

  const run = useCallback(
    async (work: () => Promise<unknown>, notice: MessageId) => {
      try {
        await work();
      } catch (error) {
        fail(error);
        throw error;
      }
      success(notice);
      reload();
    },
    [fail, reload, success],
  );

  return {
    save: useCallback((work: () => Promise<unknown>) => run(work, 'notice.dataSaved'), [run]),
    remove: useCallback((work: () => Promise<unknown>) => run(work, 'notice.dataDeleted'), [run]),
  };
}
