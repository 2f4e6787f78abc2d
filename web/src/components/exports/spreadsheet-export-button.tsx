import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { EXPORT_COLUMN_CHOICES, EXPORT_IDS_MAX, type ExportColumns } from '../../../../shared/schemas/export';
import { useT } from '../../i18n/use-t';
import type { ExportChoice, SpreadsheetExport } from './use-spreadsheet-export';

/** A menu item's id: which records, then which columns (`selected:list`). */
const itemId = (records: 'selected' | 'all', columns: ExportColumns) => `${records}:${columns}`;

/**
 * A list's Export button (spec 2 section 7: `all=true` or the selection's `idList`): the
 * selection while it has at most EXPORT_IDS_MAX records, or everything (a job when large); busy
 * while the file is prepared. Each offers the list's columns, to read, or every column, the file
 * that imports back (issue 32). The list names its own texts ('Export the 2 selected objects').
 */
export function SpreadsheetExportButton({
  spreadsheet,
  selectedIds,
  texts,
  testId,
}: {
  spreadsheet: SpreadsheetExport;
  selectedIds: readonly string[];
  texts: { selected: (count: number) => string; all: string; tooMany: (max: number) => string };
  testId: string;
}) {
  const t = useT();
  const tooManySelected = selectedIds.length > EXPORT_IDS_MAX;
  const noSelection = selectedIds.length === 0 || tooManySelected;
  const columnItems = (records: 'selected' | 'all'): ButtonDropdownProps.Item[] =>
    EXPORT_COLUMN_CHOICES.map((columns) => ({
      id: itemId(records, columns),
      text: t(columns === 'list' ? 'exports.columns.list' : 'exports.columns.all'),
      ...(records === 'selected' ? { disabled: noSelection, disabledReason: tooManySelected ? texts.tooMany(EXPORT_IDS_MAX) : undefined } : {}),
    }));
  const choiceOf = (id: string): ExportChoice => {
    const [records, columns] = id.split(':') as ['selected' | 'all', ExportColumns];
    return records === 'all' ? { all: true, columns } : { all: false, ids: selectedIds, columns };
  };
  return (
    <ButtonDropdown
      ariaLabel={t('objects.list.export')}
      loading={spreadsheet.busy}
      items={[
        { text: texts.selected(selectedIds.length), items: columnItems('selected') },
        { text: texts.all, items: columnItems('all') },
      ]}
      onItemClick={({ detail }) => void spreadsheet.start(choiceOf(detail.id))}
      data-testid={testId}
    >
      {t('objects.list.export')}
    </ButtonDropdown>
  );
}
