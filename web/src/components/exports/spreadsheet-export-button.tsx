import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { EXPORT_IDS_MAX } from '../../../../shared/schemas/export';
import { useT } from '../../i18n/use-t';
import type { SpreadsheetExport } from './use-spreadsheet-export';

/**
 * A list's Export button (spec 2 section 7: `all=true` or the selection's `idList`): the
 * selection while it has at most EXPORT_IDS_MAX records, or everything (a job when large); busy
 * while the file is prepared. The list names its own texts ('Export the 2 selected objects').
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
  return (
    <ButtonDropdown
      ariaLabel={t('objects.list.export')}
      loading={spreadsheet.busy}
      items={[
        {
          id: 'selected',
          text: texts.selected(selectedIds.length),
          disabled: selectedIds.length === 0 || tooManySelected,
          disabledReason: tooManySelected ? texts.tooMany(EXPORT_IDS_MAX) : undefined,
        },
        { id: 'all', text: texts.all },
      ]}
      onItemClick={({ detail }) => void spreadsheet.start(detail.id === 'all' ? { all: true } : { all: false, ids: selectedIds })}
      data-testid={testId}
    >
      {t('objects.list.export')}
    </ButtonDropdown>
  );
}
