import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../../components/modal-footer/modal-footer';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../components/unsaved-changes/unsaved-changes';
import { translateKnown } from '../../i18n/known-text';
import { useT } from '../../i18n/use-t';
import { groupNameError, groupNameErrors } from './group-name';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { requiredFields } from '../../components/forms/required-fields';
import { FieldLabel, RequiredNote } from '../../components/forms/required-label';

/** A new group starts with no permissions; the Permissions screen grants them. */
export function AddGroupModal({ visible, onAdd, onClose }: { visible: boolean; onAdd: (value: string) => Promise<boolean>; onClose: () => void }) {
  const t = useT();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  // Closing empties the name, which clears the mark.
  useUnsavedChanges(value);
  const problem = tried ? groupNameError(value) : undefined;
  // The shared schema's English message, shown in the console's language.
  const error = problem && translateKnown(t, problem);
  const required = requiredFields(groupNameErrors, { value })('value');

  const close = () => {
    setValue('');
    setTried(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (saving || groupNameError(value)) return;
    setSaving(true);
    const added = await onAdd(value.trim());
    setSaving(false);
    if (added) close();
  };

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={t('access.groups.add')}
      data-testid="add-group"
      footer={<ModalFooter onCancel={close} primaryTestId="add-group-save" busy={saving} form="add-group-form" />}
    >
      <form id="add-group-form" onSubmit={submit} noValidate>
        <SpaceBetween size="m">
          <RequiredNote />
          <FormField label={<FieldLabel text={t('access.groups.name')} required={required} />} errorText={error} controlId="group-name">
            <Input controlId="group-name" ariaRequired={required} value={value} onChange={({ detail }) => setValue(detail.value)} nativeInputAttributes={{ 'data-testid': 'group-name', dir: 'auto' }} />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
