import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { POI_LINKED_ITEMS_MAX } from '../../../../../shared/app-content/constants';
import { OBJECT_PICKER_SIZE, ObjectNumberSchema } from '../../../../../shared/schemas/object';
import { useApi } from '../../../api/api-context';
import { useT } from '../../../i18n/use-t';
import { PICKER_MIN_CHARS } from '../../records/form/object-picker';

const parseNumbers = (value: unknown) => z.array(ObjectNumberSchema).parse(value);

export type LinkedItem = { id: string; label: string };

/**
 * A POI's linked items (spec 2 section 2, only with Item-Cataloging): objects found as the record
 * forms' picker finds them, by inventory number from 4 typed characters, 20 at a time.
 */
export function LinkedItemsField({ items, onChange, disabled, errorText }: { items: LinkedItem[]; onChange: (items: LinkedItem[]) => void; disabled: boolean; errorText?: string }) {
  const t = useT();
  const api = useApi();
  const [options, setOptions] = useState<MultiselectProps.Option[]>([]);
  const [status, setStatus] = useState<MultiselectProps['statusType']>('finished');
  const [typed, setTyped] = useState('');
  const asked = useRef(0);

  const load = (text: string) => {
    setTyped(text);
    const ask = ++asked.current;
    if (text.trim().length < PICKER_MIN_CHARS) return (setOptions([]), setStatus('finished'));
    setStatus('loading');
    api
      .get('/items/objectNumbers', { query: { search: text.trim(), size: OBJECT_PICKER_SIZE } })
      .then((value) => {
        if (ask !== asked.current) return;
        setOptions(parseNumbers(value).map((o) => ({ value: o.id, label: [o.inventoryNumber, o.objectName].filter(Boolean).join(' - ') })));
        setStatus('finished');
      })
      .catch(() => ask === asked.current && setStatus('error'));
  };

  const selected = items.map((i) => ({ value: i.id, label: i.label }));
  return (
    <FormField label={t('appCms.poi.linkedItems')} errorText={errorText} controlId="poi-linked-items" constraintText={t('appCms.files.counter', { count: items.length, max: POI_LINKED_ITEMS_MAX })}>
      <Multiselect
        controlId="poi-linked-items"
        data-testid="poi-linked-items"
        selectedOptions={selected}
        options={[...selected, ...options.filter((o) => !items.some((i) => i.id === o.value))]}
        filteringType="manual"
        onLoadItems={({ detail }) => load(detail.filteringText)}
        statusType={status}
        loadingText={t('recordForm.picker.loading')}
        errorText={t('recordForm.picker.failed')}
        empty={typed.trim().length < PICKER_MIN_CHARS ? t('recordForm.picker.typeMore', { count: PICKER_MIN_CHARS }) : t('recordForm.picker.none')}
        placeholder={t('recordForm.picker.placeholder')}
        filteringPlaceholder={t('recordForm.picker.placeholder')}
        filteringAriaLabel={t('recordForm.picker.placeholder')}
        disabled={disabled}
        tokenLimit={5}
        onChange={({ detail }) => onChange(detail.selectedOptions.slice(0, POI_LINKED_ITEMS_MAX).map((o) => ({ id: o.value ?? '', label: o.label ?? '' })))}
      />
    </FormField>
  );
}
