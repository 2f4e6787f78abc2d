import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApiQuery } from '../../api/use-api-query';
import { Ltr } from '../../i18n/ltr';
import { useT } from '../../i18n/use-t';
import { updateUserPath } from '../../paths';
import { useOnFollow } from '../../shell/use-on-follow';
import { formatTimestamp } from '../date-time/date-time';
import { useDateDisplay } from '../date-time/use-date-display';
import { actionKey, AuditTrailSchema } from './audit-trail';
import { FieldChangesList } from './field-changes-list';
import { RestoreModal, type RestorableChange } from './restore-modal';

const parseTrail = (value: unknown) => AuditTrailSchema.parse(value);

/**
 * The Change History of a record (spec 1 section 2): collapsed at first, and the history is only
 * asked for while it is open, so an update screen costs no extra call until someone looks. Under
 * each entry, the fields its change set or altered, ids of other records (dropdown values, POI
 * groups...) by the names the answer gives them. Given `onRestored` (by a screen whose reader may
 * write the record), each entry offers to restore the record to its state after it; the screen
 * then reads the record again.
 */
export function ChangeHistoryPanel({ objectId, objectType, onRestored }: { objectId: string; objectType: string; onRestored?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<RestorableChange>();
  const onFollow = useOnFollow();
  const display = useDateDisplay();
  const { data, loading, error, reload } = useApiQuery(open ? '/activities/audit' : undefined, parseTrail, { objectId, objectType });

  return (
    <ExpandableSection
      variant="container"
      headerText={t('access.history.title')}
      expanded={open}
      onChange={({ detail }) => setOpen(detail.expanded)}
      data-testid="change-history"
    >
      {/* Until the first answer arrives, 'not found' would be a guess. */}
      {loading || (data === undefined && !error) ? (
        <StatusIndicator type="loading">{t('common.loading')}</StatusIndicator>
      ) : !data?.length ? (
        <Box color="text-status-inactive" data-testid="change-history-empty">
          {t('access.history.empty')}
        </Box>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="change-history-entries">
          {data.map((entry) => (
            <li key={entry.id}>
              <FormattedMessage
                id="access.history.entry"
                values={{
                  action: actionKey(entry.action),
                  username: entry.username,
                  b: (chunks: ReactNode[]) => (
                    <Box variant="span" fontWeight="bold">
                      {chunks}
                    </Box>
                  ),
                  link: (chunks: ReactNode[]) => (
                    <Link href={updateUserPath(entry.userId)} onFollow={onFollow}>
                      <Ltr>{chunks}</Ltr>
                    </Link>
                  ),
                  timestamp: (
                    <Box variant="span" color="text-body-secondary">
                      <bdi>{formatTimestamp(entry.timestamp, display)}</bdi>
                    </Box>
                  ),
                }}
              />
              {entry.restoredFrom && (
                <Box variant="span" color="text-body-secondary" margin={{ left: 'xs' }} data-testid="change-history-restored">
                  {t('access.history.restored', { date: formatTimestamp(entry.restoredFrom.timestamp, display) })}
                </Box>
              )}
              {onRestored && entry.changeId && entry.action !== 'delete' && (
                <Button variant="inline-link" onClick={() => setRestoring({ changeId: entry.changeId!, timestamp: entry.timestamp })} data-testid="change-history-restore">
                  {t('access.restore.action')}
                </Button>
              )}
              {entry.action !== 'delete' && entry.changes?.length ? <FieldChangesList changes={entry.changes} objectType={objectType} /> : null}
            </li>
          ))}
        </ul>
      )}
      {restoring && (
        <RestoreModal
          change={restoring}
          objectType={objectType}
          onClose={() => setRestoring(undefined)}
          onRestored={() => {
            setRestoring(undefined);
            reload();
            onRestored?.();
          }}
        />
      )}
    </ExpandableSection>
  );
}
