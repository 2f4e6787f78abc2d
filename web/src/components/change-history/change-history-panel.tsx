import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useApiQuery } from '../../api/use-api-query';
import { useOnFollow } from '../../shell/use-on-follow';
import { formatTimestamp } from '../date-time/date-time';
import { useTimeZone } from '../../session/session-context';
import { updateUserPath } from '../../paths';
import { actionWord, AuditTrailSchema, HISTORY_EMPTY_TEXT } from './audit-trail';

const parseTrail = (value: unknown) => AuditTrailSchema.parse(value);

/**
 * The Change History of a record (spec 1 section 2): collapsed at first, and the history is only
 * asked for while it is open, so an update screen costs no extra call until someone looks.
 */
export function ChangeHistoryPanel({ objectId, objectType }: { objectId: string; objectType: string }) {
  const [open, setOpen] = useState(false);
  const onFollow = useOnFollow();
  const timeZone = useTimeZone();
  const { data, loading, error } = useApiQuery(open ? '/activities/audit' : undefined, parseTrail, { objectId, objectType });

  return (
    <ExpandableSection
      variant="container"
      headerText="Change History"
      expanded={open}
      onChange={({ detail }) => setOpen(detail.expanded)}
      data-testid="change-history"
    >
      {/* Until the first answer arrives, 'not found' would be a guess. */}
      {loading || (data === undefined && !error) ? (
        <Spinner />
      ) : !data?.length ? (
        <Box color="text-status-inactive" data-testid="change-history-empty">
          {HISTORY_EMPTY_TEXT}
        </Box>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="change-history-entries">
          {data.map((entry) => (
            <li key={entry.id}>
              <Box variant="span" fontWeight="bold">
                {actionWord(entry.action)}
              </Box>{' '}
              by{' '}
              <Link href={updateUserPath(entry.userId)} onFollow={onFollow}>
                {entry.username}
              </Link>{' '}
              <Box variant="span" color="text-body-secondary">
                {formatTimestamp(entry.timestamp, timeZone)}
              </Box>
            </li>
          ))}
        </ul>
      )}
    </ExpandableSection>
  );
}
