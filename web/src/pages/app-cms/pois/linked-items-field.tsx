import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { POI_LINKED_ITEMS_MAX } from '../../../../../shared/app-content/constants';
import { useT } from '../../../i18n/use-t';
import { objectPagePath } from '../../../paths';
import { useOnFollow } from '../../../shell/use-on-follow';
import { useObjectNumberSearch, type ObjectNumber } from '../../records/form/use-object-number-search';

export type LinkedItem = { id: string; label: string };

/** An object as a linked item shows it: the inventory number and the name, as the API's `/complete` gives it. */
const optionOf = (o: ObjectNumber) => ({ value: o.id, label: [o.inventoryNumber, o.objectName].filter(Boolean).join(' - ') });

/**
 * A POI's linked items (spec 2 section 2, only with Item-Cataloging): objects found as the record
 * forms' picker finds them, by inventory number from 4 typed characters, 20 at a time. Each linked
 * object is also a link to its page (issue 31: a POI made from an object shows its object).
 */
export function LinkedItemsField({ items, onChange, disabled, errorText }: { items: LinkedItem[]; onChange: (items: LinkedItem[]) => void; disabled: boolean; errorText?: string }) {
  const t = useT();
  const search = useObjectNumberSearch(optionOf);
  const onFollow = useOnFollow();
  const selected = items.map((i) => ({ value: i.id, label: i.label }));
  return (
    <FormField label={t('appCms.poi.linkedItems')} errorText={errorText} controlId="poi-linked-items" constraintText={t('appCms.files.counter', { count: items.length, max: POI_LINKED_ITEMS_MAX })}>
      <SpaceBetween size="xs">
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
      {items.length > 0 && (
        <ul data-testid="poi-linked-objects">
          {items.map((item) => (
            <li key={item.id}>
              <Link href={objectPagePath(item.id)} onFollow={onFollow}>
                <bdi>{item.label}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
      </SpaceBetween>
    </FormField>
  );
}
