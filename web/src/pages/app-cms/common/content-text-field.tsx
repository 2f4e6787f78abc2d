import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import { FieldLabel } from '../../../components/forms/required-label';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import type { AppLanguage } from './use-app-languages';

/**
 * A text of a language tab (title, subtitle, description, about): its limit shown as a counter
 * and kept by the input itself, its message in the reader's language, the text in the tab's
 * language and direction. `testId` names the input.
 */
export function ContentTextField({
  label,
  value,
  onChange,
  max,
  errorText,
  disabled,
  multiline,
  language,
  required = false,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  errorText?: string;
  disabled: boolean;
  multiline?: boolean;
  /** The tab's language: the text is typed in its direction, and marked as written in it. */
  language: AppLanguage;
  /** The form refuses a save with it empty (by its checks): the label is marked and the control says so. */
  required?: boolean;
  testId: string;
}) {
  const t = useT();
  const common = { value, disabled, ariaRequired: required, onChange: ({ detail }: { detail: { value: string } }) => onChange(detail.value.slice(0, max)) };
  const native = { 'data-testid': testId, maxLength: max, dir: language.rightToLeft ? 'rtl' : 'ltr', lang: language.code };
  return (
    <FormField
      label={<FieldLabel text={label} required={required} />}
      errorText={errorText && translateKnown(t, errorText)}
      constraintText={t('appCms.counter', { count: value.length, max })}
      controlId={testId}
      stretch
    >
      {multiline ? (
        <Textarea {...common} controlId={testId} rows={6} nativeTextareaAttributes={native as never} />
      ) : (
        <Input {...common} controlId={testId} nativeInputAttributes={native as never} />
      )}
    </FormField>
  );
}
