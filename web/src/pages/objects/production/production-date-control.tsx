import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { productionYears } from '../../../../../shared/production-date';
import { useT } from '../../../i18n/use-t';
import type { ObjectForm } from '../form/object-field-controls';
import { productionYearsText } from './production-years-text';

const id = 'object-productionDate';

/**
 * The production date as the museum writes it (issue 28), with the years the service will derive
 * from it shown as it is typed, so a cataloguer sees at once whether '1830-5' reads as meant.
 */
export function ProductionDateControl({ form, label, disabled }: { form: ObjectForm; label: string; disabled: boolean }) {
  const t = useT();
  const text = form.values.productionDate;
  const years = text.trim() ? (productionYearsText(t, productionYears(text)) ?? t('objectForm.productionDate.noYears')) : t('objectForm.productionDate.hint');
  return (
    <FormField label={label} errorText={form.errors.productionDate} constraintText={<span data-testid="object-productionDate-years">{years}</span>} controlId={id}>
      <Input
        controlId={id}
        value={text}
        onChange={({ detail }) => form.set('productionDate', detail.value)}
        disabled={disabled}
        autoComplete={false}
        nativeInputAttributes={{ 'data-testid': id, dir: 'auto' }}
      />
    </FormField>
  );
}
