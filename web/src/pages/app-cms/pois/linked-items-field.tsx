import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import { POI_LINKED_ITEMS_MAX } from '../../../../../shared/app-content/constants';
import { useT } from '../../../i18n/use-t';
import { useObjectNumberSearch, type ObjectNumber } from '../../records/form/use-object-number-search';

export type LinkedItem = { id: string; label: string };

/** An object as a linked item shows it: the inventory number and the name, as the API's `/complete` gives it. */
const optionOf = (o: ObjectNumber) => ({ value: o.id, label: [o.inventoryNumber, o.objectName].filter(Boolean).join(' - ') });

/**
 * A POI's linked items (spec 2 section 2, only with Item-Cataloging): objects found as the record
 * forms' picker finds them, by inventory number from 4 typed characters, 20 at a time.
 */
export function LinkedItemsField({ items, onChange, disabled, errorText }: { items: LinkedItem[]; onChange: (items: LinkedItem[]) => void; disabled: boolean; errorText?: string }) {
  const t = useT();
  const search = useObjectNumberSearch(optionOf);
  const selected = items.map((i) => ({ value: i.id, label: i.label }));
  return (
    <FormField label={t('appCms.poi.linkedItems')} errorText={errorText} controlId="poi-linked-items" constraintText={t('appCms.files.counter', { count: items.length, max: POI_LINKED_ITEMS_MAX })}>
      <Multiselect
        controlId="poi-linked-items"
        data-testid="poi-linked-items"
        {...search.selectProps}
        selectedOptions={selected}
        options={[...selected, ...search.options.filter((o) => !items.some((i) => i.id === o.value))]}
        disabled={disabled}
        tokenLimit={5}
        onChange={({ detail }) => onChange(detail.selectedOptions.slice(0, POI_LINKED_ITEMS_MAX).map((o) => ({ id: o.value ?? '', label: o.label ?? '' })))}
      />
    </FormField>
  );
}
