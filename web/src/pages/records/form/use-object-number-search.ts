import type { SelectProps } from '@cloudscape-design/components/select';
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { OBJECT_PICKER_SIZE, ObjectNumberSchema } from '../../../../../shared/schemas/object';
import { useApi } from '../../../api/api-context';
import { useT } from '../../../i18n/use-t';

/** Spec 2 sections 5 and 9: the object search starts at 4 typed characters. */
export const PICKER_MIN_CHARS = 4;
export const parseObjectNumbers = (value: unknown) => z.array(ObjectNumberSchema).parse(value);
export type ObjectNumber = z.infer<typeof ObjectNumberSchema>;

/**
 * 'Find object by inventory number' as a select searches it (spec 2 section 2): from 4 typed
 * characters, the 20 objects whose words start so (GET /items/objectNumbers), the latest typing's
 * answer only. The props spread into a Select (the record forms' picker) or a Multiselect (a POI's
 * linked items) alike.
 */
export function useObjectNumberSearch(optionOf: (o: ObjectNumber) => SelectProps.Option) {
  const t = useT();
  const api = useApi();
  const [options, setOptions] = useState<SelectProps.Option[]>([]);
  const [status, setStatus] = useState<SelectProps['statusType']>('finished');
  const [typed, setTyped] = useState('');
  const asked = useRef(0);

  const load = (text: string) => {
    setTyped(text);
    const ask = ++asked.current;
    if (text.trim().length < PICKER_MIN_CHARS) {
      setOptions([]);
      return setStatus('finished');
    }
    setStatus('loading');
    api
      .get('/items/objectNumbers', { query: { search: text.trim(), size: OBJECT_PICKER_SIZE } })
      .then((value) => {
        if (ask !== asked.current) return;
        setOptions(parseObjectNumbers(value).map(optionOf));
        setStatus('finished');
      })
      .catch(() => ask === asked.current && setStatus('error'));
  };

  return {
    options,
    selectProps: {
      filteringType: 'manual' as const,
      onLoadItems: ({ detail }: { detail: { filteringText: string } }) => load(detail.filteringText),
      statusType: status,
      loadingText: t('recordForm.picker.loading'),
      errorText: t('recordForm.picker.failed'),
      empty: typed.trim().length < PICKER_MIN_CHARS ? t('recordForm.picker.typeMore', { count: PICKER_MIN_CHARS }) : t('recordForm.picker.none'),
      placeholder: t('recordForm.picker.placeholder'),
      filteringPlaceholder: t('recordForm.picker.placeholder'),
      filteringAriaLabel: t('recordForm.picker.placeholder'),
    },
  };
}
