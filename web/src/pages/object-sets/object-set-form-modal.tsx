import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useState, type FormEvent } from 'react';
import { ObjectSetCreateSchema, type ObjectSetDto } from '../../../../shared/schemas/object-set';
import { useApi } from '../../api/api-context';
import { requiredFields } from '../../components/forms/required-fields';
import { FieldLabel, RequiredNote } from '../../components/forms/required-label';
import { hasErrors, schemaErrors, type FieldErrors } from '../../components/forms/schema-errors';
import { ModalFooter } from '../../components/modal-footer/modal-footer';
import { translateKnown } from '../../i18n/known-text';
import { useT } from '../../i18n/use-t';
import { useSave } from '../users/user-form/use-save';
import { parseSet, setPath } from './object-set-queries';

type SetFields = { name: string; private: boolean };

/** Create a set, or rename one and make it private or shared (only its creator may change that). */
export function ObjectSetFormModal({ set, mayShare, onClose, onSaved }: { set?: ObjectSetDto; mayShare: boolean; onClose: () => void; onSaved: (set: ObjectSetDto) => void }) {
  const t = useT();
  const api = useApi();
  const [fields, setFields] = useState<SetFields>({ name: set?.name ?? '', private: set?.private ?? true });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const { saving, run } = useSave(setServerErrors);
  const check = () => schemaErrors(ObjectSetCreateSchema, fields);
  const nameRequired = requiredFields((v: SetFields) => schemaErrors(ObjectSetCreateSchema, v), fields)('name');
  const errors = { ...(tried ? check() : {}), ...serverErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check())) return;
    const result = await run(() => (set ? api.put(setPath(set.id), { ...fields, version: set.version }) : api.post('/object-sets', fields)));
    if (result.ok) onSaved(parseSet(result.value));
  };

  return (
    <Modal
      visible
      data-testid="object-set-form"
      onDismiss={onClose}
      header={set ? t('objectSets.edit') : t('objectSets.create')}
      footer={<ModalFooter onCancel={onClose} primaryTestId="object-set-save" busy={saving} form="object-set-form" />}
    >
      <form id="object-set-form" onSubmit={(e) => void submit(e)} noValidate>
        <SpaceBetween size="m">
          <RequiredNote />
          <FormField label={<FieldLabel text={t('objectSets.name')} required={nameRequired} />} errorText={errors.name && translateKnown(t, errors.name)} controlId="object-set-name">
            <Input
              controlId="object-set-name"
              ariaRequired={nameRequired}
              value={fields.name}
              onChange={({ detail }) => (setFields((f) => ({ ...f, name: detail.value })), setServerErrors({}))}
              nativeInputAttributes={{ 'data-testid': 'object-set-name', maxLength: 200 }}
            />
          </FormField>
          <FormField description={t('objectSets.privateHint')} errorText={errors.private && translateKnown(t, errors.private)}>
            <Toggle checked={fields.private} disabled={!mayShare} onChange={({ detail }) => setFields((f) => ({ ...f, private: detail.checked }))} data-testid="object-set-private">
              {t('objectSets.private')}
            </Toggle>
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
