import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useRef, useState } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { useT } from '../../../i18n/use-t';

type Props = {
  value: string;
  /** The column title, translated, for '{column title} is required.' (spec 1 section 5) and the field's name. */
  column: string;
  canEdit: boolean;
  /** Resolves when saved; a rejection keeps the cell in edit mode with the text as typed. */
  onSave: (value: string) => Promise<void>;
  /** Escape: a new row that was never saved goes away. */
  onCancel?: () => void;
};

/**
 * A list value edited in place (spec 1 section 5): saved on Enter or on leaving the field, and
 * only when it changed; required; a row whose value is empty opens in edit mode by itself.
 * Cloudscape's own inline editor cancels on click-away, which is why the cell is ours.
 */
export function EditableCell({ value, column, canEdit, onSave, onCancel }: Props) {
  const t = useT();
  const [editing, setEditing] = useState(canEdit && value === '');
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  // Enter saves and the field then loses focus: one save, not two.
  const saving = useRef(false);
  // Leaving by a link saves on blur; a reload or the browser's back does not, so typing asks first.
  useUnsavedChanges(editing && text.trim() !== value ? text : null);

  const stop = () => {
    setEditing(false);
    setError(undefined);
  };

  const commit = async () => {
    if (saving.current) return;
    const next = text.trim();
    if (!next) {
      setError(t('validation.required', { column }));
      return;
    }
    if (next === value) return stop();
    saving.current = true;
    try {
      await onSave(next);
      stop();
    } catch {
      // The failure was reported where it happened; the typed text stays for another try.
    } finally {
      saving.current = false;
    }
  };

  const cancel = () => {
    setText(value);
    stop();
    onCancel?.();
  };

  if (!editing) {
    // Staff type values in either language: each takes its own direction inside the table's.
    if (!canEdit)
      return (
        <span data-testid="cell-value">
          <bdi>{value}</bdi>
        </span>
      );
    return (
      <div
        role="button"
        tabIndex={0}
        data-testid="cell-value"
        title={t('vocab.cell.clickToEdit')}
        style={{ cursor: 'text', minHeight: 20 }}
        onClick={() => {
          setText(value);
          setEditing(true);
        }}
        onKeyDown={(event) => {
          // Enter and Space, as on any button.
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setText(value);
            setEditing(true);
          }
        }}
      >
        <bdi>{value}</bdi>
      </div>
    );
  }

  return (
    <FormField errorText={error} stretch>
      <Input
        autoFocus
        value={text}
        ariaLabel={column}
        // A value is never empty (commit's one check): announced as required.
        ariaRequired
        invalid={Boolean(error)}
        nativeInputAttributes={{ 'data-testid': 'cell-input', dir: 'auto' }}
        onChange={({ detail }) => {
          setText(detail.value);
          if (error && detail.value.trim()) setError(undefined);
        }}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') void commit();
          if (detail.key === 'Escape') cancel();
        }}
        onBlur={() => void commit()}
      />
    </FormField>
  );
}
