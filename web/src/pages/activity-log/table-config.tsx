import Box from '@cloudscape-design/components/box';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { formatTimestamp } from '../../components/date-time/date-time';
import { actionColour, type DataChange } from './data-change';

/** A change, or the pretty-printed detail row shown under it when it is expanded. */
export type ActivityRow = { key: string; change: DataChange; detail: boolean };

export const toRow = (change: DataChange): ActivityRow => ({ key: change.id, change, detail: false });
export const detailRow = (row: ActivityRow): ActivityRow => ({ key: `${row.key}#detail`, change: row.change, detail: true });

export function ActionTag({ action }: { action: string }) {
  const colour = actionColour(action);
  return (
    <span
      data-testid="action-tag"
      data-colour={colour.name}
      style={{ color: colour.text, background: colour.background, border: `1px solid ${colour.text}`, borderRadius: 4, padding: '0 6px', fontWeight: 700 }}
    >
      {action}
    </span>
  );
}

/**
 * The detail sits in the first cell, whose content may spill over the empty cells beside it
 * (fixed layout, lines wrapped): the change reads at the table's width, not one column's.
 */
function Detail({ change }: { change: DataChange }) {
  return (
    <Box variant="code" data-testid="change-detail">
      <pre style={{ margin: 0, inlineSize: 'max-content', maxInlineSize: 'calc(100vw - 420px)', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {change.prettyPrint}
      </pre>
    </Box>
  );
}

const unlessDetail = (cell: (change: DataChange) => ReactNode) => (row: ActivityRow) => (row.detail ? null : cell(row.change));

/** The columns, with times shown in the museum's time zone. */
export const activityColumns = (timeZone: string): TableProps.ColumnDefinition<ActivityRow>[] => [
  { id: 'user', header: 'User', cell: (row) => (row.detail ? <Detail change={row.change} /> : row.change.user), width: 200, isRowHeader: true },
  { id: 'timestamp', header: 'Timestamp', cell: unlessDetail((c) => formatTimestamp(c.timestamp, timeZone)), width: 200 },
  { id: 'action', header: 'Action', cell: unlessDetail((c) => <ActionTag action={c.action} />), width: 130 },
  { id: 'entityType', header: 'Entity Type', cell: unlessDetail((c) => c.entityType), width: 160 },
  { id: 'entityId', header: 'Entity Id', cell: unlessDetail((c) => c.entityId) },
];
