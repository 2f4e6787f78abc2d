import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import { FieldLabel } from '../../../components/forms/required-label';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useT } from '../../../i18n/use-t';
import { parseObjectNumbers, useObjectNumberSearch, type ObjectNumber } from './use-object-number-search';

export { PICKER_MIN_CHARS } from './use-object-number-search';
const optionOf = (o: ObjectNumber): SelectProps.Option => ({ value: o.id, label: o.inventoryNumber, description: o.objectName ?? undefined });

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
  required = false,
  testId = 'record-object',
}: {
  objectId: string;
  onChange: (id: string) => void;
  disabled: boolean;
  error?: string;
  /** The field's label (the record forms' 'Object' by default) and its test id prefix. */
  label?: string;
  /** The form refuses a save without an object: the label is marked and the control says so. */
  required?: boolean;
  testId?: string;
}) {
  const t = useT();
  const api = useApi();
  const search = useObjectNumberSearch(optionOf);
  const [held, setHeld] = useState<SelectProps.Option | null>(null);

  // The option of the object the form holds (Update mode, or ?objectId=), shown by its number.
  useEffect(() => {
    if (!objectId) return setHeld(null);
    if (held?.value === objectId) return;
    void api.get('/items/objectNumbers', { query: { id: objectId, size: 1 } }).then((value) => {
      const found = parseObjectNumbers(value).find((o) => o.id === objectId);
      if (found) setHeld(optionOf(found));
    });
  }, [objectId, held, api]);

  return (
    <FormField label={<FieldLabel text={label ?? t('recordForm.object')} required={required} />} errorText={error} controlId={testId}>
      <SpaceBetween direction="horizontal" size="xs">
        <div style={{ minWidth: 360 }}>
        <Select
          controlId={testId}
          ariaRequired={required}
          data-testid={`${testId}-picker`}
          selectedOption={held}
          {...search.selectProps}
          options={search.options}
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
