import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { OBJECT_PICKER_SIZE, ObjectNumberSchema } from '../../../../../shared/schemas/object';
import { useApi } from '../../../api/api-context';
import { useT } from '../../../i18n/use-t';

/** Spec 2 sections 5 and 9: the object search starts at 4 typed characters. */
export const PICKER_MIN_CHARS = 4;
const parseNumbers = (value: unknown) => z.array(ObjectNumberSchema).parse(value);
type Pick = z.infer<typeof ObjectNumberSchema>;
const optionOf = (o: Pick): SelectProps.Option => ({ value: o.id, label: o.inventoryNumber, description: o.objectName ?? undefined });

/**
 * 'Find object by inventory number' (spec 2 section 2): from 4 typed characters it offers the 20
 * objects whose words start so (GET /items/objectNumbers); `objectId` is the one it holds, shown
 * by its number. Clear empties it (and the form's read-only details with it).
 */
export function ObjectPicker({
  objectId,
  onChange,
  disabled,
  error,
  label,
  testId = 'record-object',
}: {
  objectId: string;
  onChange: (id: string) => void;
  disabled: boolean;
  error?: string;
  /** The field's label (the record forms' 'Object' by default) and its test id prefix. */
  label?: string;
  testId?: string;
}) {
  const t = useT();
  const api = useApi();
  const [options, setOptions] = useState<SelectProps.Option[]>([]);
  const [status, setStatus] = useState<SelectProps['statusType']>('finished');
  const [typed, setTyped] = useState('');
  const [held, setHeld] = useState<SelectProps.Option | null>(null);
  const asked = useRef(0);

  // The option of the object the form holds (Update mode, or ?objectId=), shown by its number.
  useEffect(() => {
    if (!objectId) return setHeld(null);
    if (held?.value === objectId) return;
    void api.get('/items/objectNumbers', { query: { id: objectId, size: 1 } }).then((value) => {
      const found = parseNumbers(value).find((o) => o.id === objectId);
      if (found) setHeld(optionOf(found));
    });
  }, [objectId, held, api]);

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
        setOptions(parseNumbers(value).map(optionOf));
        setStatus('finished');
      })
      .catch(() => ask === asked.current && setStatus('error'));
  };

  return (
    <FormField label={label ?? t('recordForm.object')} errorText={error} controlId={testId}>
      <SpaceBetween direction="horizontal" size="xs">
        <div style={{ minWidth: 360 }}>
        <Select
          controlId={testId}
          data-testid={`${testId}-picker`}
          selectedOption={held}
          options={options}
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
          onChange={({ detail }) => {
            setHeld(detail.selectedOption);
            onChange(detail.selectedOption.value ?? '');
          }}
          triggerVariant="option"
        />
        </div>
        <Button
          formAction="none"
          disabled={disabled || !objectId}
          onClick={() => {
            setHeld(null);
            onChange('');
          }}
          data-testid={`${testId}-clear`}
        >
          {t('recordForm.picker.clear')}
        </Button>
      </SpaceBetween>
    </FormField>
  );
}
