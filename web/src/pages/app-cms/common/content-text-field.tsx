import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';

/**
 * A text of a language tab (title, subtitle, description, about): its limit shown as a counter
 * and kept by the input itself, its message in the reader's language. `testId` names the input.
 */
export function ContentTextField({
  label,
  value,
  onChange,
  max,
  errorText,
  disabled,
  multiline,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  errorText?: string;
  disabled: boolean;
  multiline?: boolean;
  testId: string;
}) {
  const t = useT();
  const common = { value, disabled, onChange: ({ detail }: { detail: { value: string } }) => onChange(detail.value.slice(0, max)) };
  return (
    <FormField
      label={label}
      errorText={errorText && translateKnown(t, errorText)}
      constraintText={t('appCms.counter', { count: value.length, max })}
      controlId={testId}
      stretch
    >
      {multiline ? (
        <Textarea {...common} controlId={testId} rows={6} nativeTextareaAttributes={{ 'data-testid': testId, maxLength: max, dir: 'auto' } as never} />
      ) : (
        <Input {...common} controlId={testId} nativeInputAttributes={{ 'data-testid': testId, maxLength: max, dir: 'auto' }} />
      )}
    </FormField>
  );
}
