import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { FormattedMessage } from 'react-intl';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { DropdownTitleSchema } from '../../../../../shared/schemas/vocabulary';
import { requiredFields } from '../../../components/forms/required-fields';
import { FieldLabel, RequiredNote } from '../../../components/forms/required-label';
import { hasErrors, schemaErrors } from '../../../components/forms/schema-errors';

type Props = {
  visible: boolean;
  mode: 'add' | 'update';
  initialTitle: string;
  /** Shown for a child value: the parent it is saved under (its title as staff typed it). */
  parentTitle?: string;
  /** Condition values only: whether the value counts as a bad condition (the dashboard's figure). */
  initialBad?: boolean;
  onSave: (title: string, bad: boolean | undefined) => Promise<void>;
  onClose: () => void;
};

/** Add or update one dropdown value (spec 2 sections 2, 4, 5): one title; nothing is saved while it is empty. */
export function DropdownModal({ visible, mode, initialTitle, parentTitle, initialBad, onSave, onClose }: Props) {
  const t = useT();
  const [title, setTitle] = useState(initialTitle);
  const [bad, setBad] = useState(initialBad);
  const [saving, setSaving] = useState(false);
  useEffect(() => setTitle(initialTitle), [initialTitle, visible]);
  useEffect(() => setBad(initialBad), [initialBad, visible]);
  // Typing in the open modal counts as unsaved; a closed one holds nothing.
  useUnsavedChanges(visible && (title !== initialTitle || bad !== initialBad) ? { title, bad } : null);

  // Nothing is saved while the shared schema refuses the title (spec 2 section 5 gives no message).
  const check = (values: { title: string }) => schemaErrors(DropdownTitleSchema, values);
  const problems = check({ title });
  const refused = hasErrors(problems);
  const titleRequired = requiredFields(check, { title })('title');
  // An empty title only disables Save; a title typed too long says why.
  const error = title.trim() && problems.title ? translateKnown(t, problems.title) : undefined;

  const save = async () => {
    if (refused) return;
    setSaving(true);
    try {
      await onSave(title.trim(), bad);
      setTitle('');
      onClose();
    } catch {
      // Shown by the save itself; the title stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={t(mode === 'add' ? 'vocab.dropdown.addTitle' : 'vocab.dropdown.updateTitle')}
      data-testid="dropdown-modal"
      footer={<ModalFooter onCancel={onClose} primaryTestId="dropdown-save" busy={saving} disabled={refused} onPrimary={() => void save()} />}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SpaceBetween size="s">
          {parentTitle && (
            <Box variant="small">
              <FormattedMessage id="vocab.dropdown.under" values={{ parent: <bdi>{parentTitle}</bdi> }} />
            </Box>
          )}
          <RequiredNote />
          <FormField label={<FieldLabel text={t('vocab.dropdown.title')} required={titleRequired} />} errorText={error}>
            <Input autoFocus ariaRequired={titleRequired} value={title} onChange={({ detail }) => setTitle(detail.value)} nativeInputAttributes={{ 'data-testid': 'dropdown-title', dir: 'auto' }} />
          </FormField>
          {bad !== undefined && (
            <Checkbox checked={bad} onChange={({ detail }) => setBad(detail.checked)} description={t('dashboard.badConditionHint')} data-testid="dropdown-bad">
              {t('dashboard.badCondition')}
            </Checkbox>
          )}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
