import Box from '@cloudscape-design/components/box';
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
function Detail({ change }: { change: DataChange }) {
  return (
    <Box variant="code" data-testid="change-detail">
      <pre dir="ltr" style={{ margin: 0, inlineSize: 'max-content', maxInlineSize: 'calc(100vw - 420px)', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {change.prettyPrint}
      </pre>
    </Box>
  );
}

const unlessDetail = (cell: (change: DataChange) => ReactNode) => (row: ActivityRow) => (row.detail ? null : cell(row.change));

/** The columns, with times shown in the museum's time zone and the reader's calendar. */
export const activityColumns = (t: Translate, display: DateDisplay): TableProps.ColumnDefinition<ActivityRow>[] => [
  {
    id: 'user',
    header: t('access.log.user'),
    cell: (row) => (row.detail ? <Detail change={row.change} /> : <Ltr>{row.change.user}</Ltr>),
    width: 200,
    isRowHeader: true,
  },
  { id: 'timestamp', header: t('access.log.timestamp'), cell: unlessDetail((c) => <bdi>{formatTimestamp(c.timestamp, display)}</bdi>), width: 200 },
  { id: 'action', header: t('access.log.action'), cell: unlessDetail((c) => <ActionTag action={c.action} />), width: 130 },
  { id: 'entityType', header: t('access.log.entityType'), cell: unlessDetail((c) => <Ltr>{c.entityType}</Ltr>), width: 160 },
  { id: 'entityId', header: t('access.log.entityId'), cell: unlessDetail((c) => <Ltr>{c.entityId}</Ltr>) },
];
