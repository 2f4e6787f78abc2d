import { useCallback } from 'react';
import * as z from 'zod/mini';
import { QUERY_ERROR_MS } from '../../../../../shared/constants';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';

const SaveReport = z.object({ filesNotDeleted: z.optional(z.array(z.string())) });
const AUDIO_FOLDER = '/poiAudio-files/';

/**
 * Spec 2 section 8: 'Image could not be deleted from storage' and 'Audio could not be deleted'.
 * A save of app content deletes the files the form dropped; one the store kept comes back in the
 * save's `filesNotDeleted`. The record itself is saved, so each such file is an error notice of its
 * own, named, beside the save's success.
 */
export function useFilesNotDeletedNotice() {
  const t = useT();
  const { notify } = useNotifications();
  return useCallback(
    (saved: unknown) => {
      const report = SaveReport.safeParse(saved);
      for (const url of (report.success && report.data.filesNotDeleted) || []) {
        const name = decodeURIComponent(url.split('/').pop() ?? url);
        notify({
          type: 'error',
          header: (t) => t(url.includes(AUDIO_FOLDER) ? 'appCms.files.audioNotDeleted' : 'appCms.files.imageNotDeleted'),
          content: (t) => t('appCms.files.leftInStore', { name }),
          durationMs: QUERY_ERROR_MS,
        });
      }
    },
    [notify, t],
  );
}
