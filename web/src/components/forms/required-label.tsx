import Box from '@cloudscape-design/components/box';
import { useT } from '../../i18n/use-t';

/** The marker beside a required field's label, the one the form's note explains. */
const REQUIRED_MARK = '*';

/**
 * A field's label, marked when the field is required. The label's text stays an element of its
 * own, so its accessible name and its exact text are the label alone; the marker is hidden from
 * assistive technology, which hears the control's `aria-required` instead (pass the same
 * `required` to the control's `ariaRequired`).
 */
export function FieldLabel({ text, required }: { text: string; required: boolean }) {
  if (!required) return text;
  return (
    <>
      <span>{text}</span>
      <span aria-hidden="true" className="required-marker" data-testid="required-marker">
        <Box variant="span" color="text-status-error" fontWeight="bold">
          {REQUIRED_MARK}
        </Box>
      </span>
    </>
  );
}

/** The form's one line that explains the marker (WCAG 3.3.2: a symbol is explained where it is used). */
export function RequiredNote() {
  const t = useT();
  return (
    <Box variant="small" color="text-body-secondary" data-testid="required-note">
      {t('forms.requiredNote')}
    </Box>
  );
}
