import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { BeaconHealthSettingsSchema } from '../../../../../shared/schemas/beacon';
import type { BeaconHealthSettings } from '../../../../../shared/visitor-app/beacon-health';
import { useApi } from '../../../api/api-context';
import { hasErrors, schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSave } from '../../users/user-form/use-save';

type Field = keyof BeaconHealthSettings;
/** What the inputs hold: typed text, a number only once it reads as one. */
const asNumbers = (typed: Record<Field, string>) => ({ silentDays: typed.silentDays.trim() === '' ? undefined : Number(typed.silentDays), lowBatteryPercent: typed.lowBatteryPercent.trim() === '' ? undefined : Number(typed.lowBatteryPercent) });

/** When the museum calls a beacon silent or its battery low (PUT /beacons/health-settings). */
export function HealthSettingsModal({ current, onClose, onSaved }: { current: BeaconHealthSettings; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const api = useApi();
  const notifySuccess = useSuccessNotice();
  const [typed, setTyped] = useState<Record<Field, string>>({ silentDays: String(current.silentDays), lowBatteryPercent: String(current.lowBatteryPercent) });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // The modal is drawn only while open: closing it clears the mark.
  useUnsavedChanges(typed);
  const { saving, run } = useSave(setServerErrors);
  const errors = { ...schemaErrors(BeaconHealthSettingsSchema, asNumbers(typed)), ...serverErrors };
  const errorOf = (field: Field) => errors[field] && translateKnown(t, errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(schemaErrors(BeaconHealthSettingsSchema, asNumbers(typed)))) return;
    const result = await run(() => api.put('/beacons/health-settings', asNumbers(typed)));
    if (result.ok) {
      notifySuccess('notice.dataSaved');
      onSaved();
      onClose();
    }
  };

  const field = (name: Field, label: string, hint: string) => (
    <FormField label={label} description={hint} errorText={errorOf(name)} controlId={`beacon-health-${name}`}>
      <Input
        controlId={`beacon-health-${name}`}
        type="number"
        inputMode="numeric"
        value={typed[name]}
        onChange={({ detail }) => (setTyped((v) => ({ ...v, [name]: detail.value })), setServerErrors({}))}
        nativeInputAttributes={{ 'data-testid': `beacon-health-${name}` }}
      />
    </FormField>
  );

  return (
    <Modal visible onDismiss={onClose} header={t('appCms.health.settings')} footer={<ModalFooter onCancel={onClose} primaryTestId="beacon-health-save" busy={saving} form="beacon-health" />}>
      <form id="beacon-health" onSubmit={(e) => void submit(e)} noValidate>
        <SpaceBetween size="m">
          {field('silentDays', t('appCms.health.silentDays'), t('appCms.health.silentDaysHint'))}
          {field('lowBatteryPercent', t('appCms.health.lowBatteryPercent'), t('appCms.health.lowBatteryPercentHint'))}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
