import Link from '@cloudscape-design/components/link';
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LANGUAGE_ERROR_MS } from '../../../../../shared/constants';
import { PendingContentPayloadSchema, type PendingPoi } from '../../../../../shared/schemas/vocabulary';
import { ApiError } from '../../../api/api-error';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { useT } from '../../../i18n/use-t';
import { useNotifications } from '../../../notifications/notifications-context';
import { updatePoiPath } from '../../../paths';
import { useOnFollow } from '../../../shell/use-on-follow';

/**
 * The language-save failure of spec 1 section 8: the first POI lacking content for the
 * language, linked to its update screen, and how many others there are.
 */
export function PendingContentMessage({ items }: { items: readonly PendingPoi[] }) {
  const onFollow = useOnFollow();
  const t = useT();
  const [first, ...others] = items;
  if (!first) return null;
  return (
    <div data-testid="pending-content">
      <div>
        <FormattedMessage
          id="vocab.pending.first"
          values={{
            title: first.title,
            // The POI's title is typed by staff, in either language: it keeps its own direction.
            link: (chunks: ReactNode[]) => (
              <Link href={updatePoiPath(first.id)} onFollow={onFollow} data-testid="pending-content-link">
                <bdi>{chunks}</bdi>
              </Link>
            ),
          }}
        />
      </div>
      {others.length > 0 && <div>{t('vocab.pending.others', { count: others.length })}</div>}
    </div>
  );
}

/** The POIs a failed language save names, when its error payload holds them. */
export function pendingPois(error: unknown): PendingPoi[] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = PendingContentPayloadSchema.safeParse(error.payload);
  return parsed.success ? parsed.data.items : undefined;
}

/**
 * What a failed language save shows: the POIs lacking content for 5 seconds when the server
 * names them (dismissing it clears the error), otherwise the server's message.
 */
export function useLanguageSaveError(): (error: unknown) => void {
  const { notify } = useNotifications();
  const notifyError = useNotifyQueryError();
  return useCallback(
    (error: unknown) => {
      const items = pendingPois(error);
      if (!items) return notifyError(error);
      console.error(error);
      notify({ type: 'error', content: <PendingContentMessage items={items} />, durationMs: LANGUAGE_ERROR_MS });
    },
    [notify, notifyError],
  );
}
