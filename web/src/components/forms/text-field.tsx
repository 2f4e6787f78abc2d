import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { FieldLabel } from './required-label';
import type { SchemaForm } from './use-schema-form';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** One labelled text input bound to a form field, showing that field's message; tests find it by `<prefix>-<field>`. */
export function TextField<V extends object>({
  form,
  field,
  label,
  testIdPrefix,
  type = 'text',
  inputMode,
  autoComplete,
  disabled,
  readOnly,
}: {
  form: SchemaForm<V>;
  field: TextKeys<V>;
  label: string;
  testIdPrefix: string;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
  disabled?: boolean;
  readOnly?: boolean;
}) {
  const id = `${testIdPrefix}-${field}`;
  const value = form.values[field];
  const required = form.required(field);
  return (
    <FormField label={<FieldLabel text={label} required={required} />} errorText={form.errors[field]} controlId={id}>
      <Input
        controlId={id}
        ariaRequired={required}
        type={type}
        inputMode={inputMode}
        value={typeof value === 'string' ? value : ''}
        // The mapped type guarantees the field holds a string.
        onChange={({ detail }) => form.set(field, detail.value as V[typeof field])}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete ?? false}
        // Typed text takes its own direction: a phone number or an English name in the Arabic console too.
        nativeInputAttributes={{ 'data-testid': id, dir: 'auto' }}
      />
    </FormField>
  );
}
