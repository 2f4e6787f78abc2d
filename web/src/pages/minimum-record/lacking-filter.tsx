import TokenGroup from '@cloudscape-design/components/token-group';
import type { MinimumRecordField } from '../../../../shared/schemas/minimum-record-fields';
import { useT } from '../../i18n/use-t';
import { minimumFieldLabel } from './field-label';

/** The object list's `missing=` filter, shown as a token whose dismissal shows every object again. */
export function LackingFilter({ field, onClear }: { field: MinimumRecordField; onClear: () => void }) {
  const t = useT();
  return (
    <div data-testid="lacking-filter">
      <TokenGroup
        items={[{ label: t('dashboard.minimumRecord.lackingFilter', { field: minimumFieldLabel(t, field) }), dismissLabel: t('dashboard.minimumRecord.clearLacking') }]}
        onDismiss={onClear}
      />
    </div>
  );
}
