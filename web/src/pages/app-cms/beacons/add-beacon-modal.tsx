import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { BeaconCreateSchema } from '../../../../../shared/schemas/beacon';
import { useApi } from '../../../api/api-context';
import { hasErrors, schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSave } from '../../users/user-form/use-save';
import { requiredFields } from '../../../components/forms/required-fields';
import { FieldLabel, RequiredNote } from '../../../components/forms/required-label';

/** Registers a beacon by hand (POST /beacons), unassigned; gateways register the rest by their first scan. */
export function AddBeaconModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const t = useT();
  const api = useApi();
  const notifySuccess = useSuccessNotice();
  const [values, setValues] = useState({ uniqueId: '', mac: '' });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // The modal is drawn only while open: closing it clears the mark.
  useUnsavedChanges(values);
  const [tried, setTried] = useState(false);
  const { saving, run } = useSave(setServerErrors);
  const check = () => schemaErrors(BeaconCreateSchema, values);
  const required = requiredFields((v: typeof values) => schemaErrors(BeaconCreateSchema, v), values);
  const errors = { ...(tried ? check() : {}), ...serverErrors };
  const errorOf = (field: string) => errors[field] && translateKnown(t, errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check())) return;
    const result = await run(() => api.post('/beacons', values));
    if (result.ok) {
      notifySuccess('notice.dataSaved');
      onAdded();
      onClose();
    }
  };

  const field = (name: 'uniqueId' | 'mac', label: string) => (
    <FormField label={<FieldLabel text={label} required={required(name)} />} errorText={errorOf(name)} controlId={`beacon-new-${name}`}>
      <Input
        controlId={`beacon-new-${name}`}
        ariaRequired={required(name)}
        value={values[name]}
        onChange={({ detail }) => (setValues((v) => ({ ...v, [name]: detail.value })), setServerErrors({}))}
        nativeInputAttributes={{ 'data-testid': `beacon-new-${name}`, dir: 'ltr' }}
      />
    </FormField>
  );

  return (
    <Modal visible onDismiss={onClose} header={t('appCms.beacon.add')} footer={<ModalFooter onCancel={onClose} primaryTestId="beacon-new-save" busy={saving} form="beacon-new" />}>
      <form id="beacon-new" onSubmit={(e) => void submit(e)} noValidate>
        <SpaceBetween size="m">
          <RequiredNote />
          {field('uniqueId', t('appCms.beacon.uniqueId'))}
          {field('mac', t('appCms.beacon.mac'))}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
