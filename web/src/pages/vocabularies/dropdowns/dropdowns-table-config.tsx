import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { Ltr } from '../../../i18n/ltr';
import type { Translate } from '../../../i18n/use-t';

type Row = { id: string; title: string; badCondition?: boolean; children?: readonly unknown[] };

/** Title, and with write on setting an Update and a Delete per row (spec 2 section 2). */
export function dropdownColumns<T extends Row>(
  t: Translate,
  canWrite: boolean,
  onUpdate: (row: T) => void,
  onDelete: (row: T) => void,
  withChildren = false,
  withBadFlag = false,
): TableProps.ColumnDefinition<T>[] {
  const columns: TableProps.ColumnDefinition<T>[] = [
    // Values are typed by staff, in either language: each keeps its own direction.
    { id: 'title', header: t('vocab.dropdown.title'), isRowHeader: true, cell: (row) => <bdi>{row.title}</bdi> },
  ];
  if (withBadFlag) {
    columns.push({ id: 'bad', header: t('dashboard.badCondition'), width: 160, cell: (row) => (row.badCondition ? <Badge color="red">{t('dashboard.badCondition')}</Badge> : null) });
  }
  if (withChildren) columns.push({ id: 'children', header: t('vocab.dropdown.children'), width: 130, cell: (row) => <Ltr>{row.children?.length ?? 0}</Ltr> });
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      width: 180,
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="inline-link" ariaLabel={t('vocab.row.update', { name: row.title })} data-testid="dropdown-update" onClick={() => onUpdate(row)}>
            {t('common.update')}
          </Button>
          <Button variant="inline-link" ariaLabel={t('vocab.row.delete', { name: row.title })} data-testid="dropdown-delete" onClick={() => onDelete(row)}>
            {t('common.delete')}
          </Button>
        </SpaceBetween>
      ),
    });
  }
  return columns;
}
