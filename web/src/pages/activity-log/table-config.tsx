import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { formatTimestamp, type DateDisplay } from '../../components/date-time/date-time';
import { Ltr } from '../../i18n/ltr';
import { useT, type Translate } from '../../i18n/use-t';
import { actionColour, type DataChange } from './data-change';

/** A change, or the pretty-printed detail row shown under it when it is expanded. */
export type ActivityRow = { key: string; change: DataChange; detail: boolean };

export const toRow = (change: DataChange): ActivityRow => ({ key: change.id, change, detail: false });
export const detailRow = (row: ActivityRow): ActivityRow => ({ key: `${row.key}#detail`, change: row.change, detail: true });

/** The action's word in the reader's language, in its colour. */
export function ActionTag({ action }: { action: string }) {
  const t = useT();
  const colour = actionColour(action);
  return (
    <span
      data-testid="action-tag"
      data-colour={colour.name}
      style={{ color: colour.foreground, background: colour.background, border: `1px solid ${colour.foreground}`, borderRadius: 4, padding: '0 6px', fontWeight: 700 }}
    >
      {colour.labelId ? t(colour.labelId) : <Ltr>{action}</Ltr>}
    </span>
  );
}

/**
 * The detail sits in the first cell, whose content may spill over the empty cells beside it
 * (fixed layout, lines wrapped): the change reads at the table's width, not one column's. It is
 * JSON, so it reads left to right in the Arabic console too.
 */
function Detail({ change, onRestore }: { change: DataChange; onRestore?: (change: DataChange) => void }) {
  const t = useT();
  return (
    <SpaceBetween size="xs">
      {onRestore && (
        <Button onClick={() => onRestore(change)} data-testid="activity-restore">
          {t('access.restore.action')}
        </Button>
      )}
      <Box variant="code" data-testid="change-detail">
        <pre dir="ltr" style={{ margin: 0, inlineSize: 'max-content', maxInlineSize: 'calc(100vw - 420px)', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {change.prettyPrint}
        </pre>
      </Box>
    </SpaceBetween>
  );
}

const unlessDetail = (cell: (change: DataChange) => ReactNode) => (row: ActivityRow) => (row.detail ? null : cell(row.change));

/**
 * The columns, with times shown in the museum's time zone and the reader's calendar; a change the
 * reader may restore (`mayRestore`) offers it in its detail, a delete's too (docs/restore.md).
 */
export const activityColumns = (
  t: Translate,
  display: DateDisplay,
  restore?: { mayRestore: (change: DataChange) => boolean; onRestore: (change: DataChange) => void },
): TableProps.ColumnDefinition<ActivityRow>[] => [
  {
    id: 'user',
    header: t('access.log.user'),
    cell: (row) =>
      row.detail ? <Detail change={row.change} onRestore={restore?.mayRestore(row.change) ? restore.onRestore : undefined} /> : <Ltr>{row.change.user}</Ltr>,
    width: 200,
    isRowHeader: true,
  },
  {
    id: 'timestamp',
    header: t('access.log.timestamp'),
    cell: unlessDetail((c) => (
      <>
        <bdi>{formatTimestamp(c.timestamp, display)}</bdi>
        {c.restoredFrom && (
          <Box variant="small" display="block" data-testid="activity-restored">
            {t('access.history.restored', { date: formatTimestamp(c.restoredFrom.timestamp, display) })}
          </Box>
        )}
      </>
    )),
    width: 200,
  },
  { id: 'action', header: t('access.log.action'), cell: unlessDetail((c) => <ActionTag action={c.action} />), width: 130 },
  { id: 'entityType', header: t('access.log.entityType'), cell: unlessDetail((c) => <Ltr>{c.entityType}</Ltr>), width: 160 },
  { id: 'entityId', header: t('access.log.entityId'), cell: unlessDetail((c) => <Ltr>{c.entityId}</Ltr>) },
];
