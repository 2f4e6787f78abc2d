import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import { DayPicker } from '../../../components/forms/day-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { OBJECT_DETAILS_MAX, OBJECT_OTHER_DIMENSIONS_MAX } from '../../../../../shared/schemas/object-fields';
import { FieldLabel } from '../../../components/forms/required-label';
import type { SchemaForm } from '../../../components/forms/use-schema-form';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import type { DimensionRow, ObjectFormValues, StringField } from './object-form-values';
import type { ObjectBooleanField, ObjectMultiRef } from '../../../../../shared/schemas/object-fields';

export type ObjectForm = SchemaForm<ObjectFormValues>;
/** A dropdown value as a select needs it. */
type DropdownOption = { id: string; title: string };

/** Tests and the e2e find each control by its label; ids are `object-<field>`. */
export const controlIdOf = (field: string) => `object-${field}`;

type Base = { form: ObjectForm; label: string; disabled: boolean };

/** A text area with the spec's counter (240, long fields 1600). */
export function TextAreaControl({ form, field, label, disabled, max }: Base & { field: StringField; max: number }) {
  const t = useT();
  const id = controlIdOf(field);
  const value = form.values[field];
  return (
    <FormField label={<FieldLabel text={label} required={form.required(field)} />} errorText={form.errors[field]} controlId={id} constraintText={t('objectForm.counter', { count: value.length, max })}>
      <Textarea
        controlId={id}
        ariaRequired={form.required(field)}
        value={value}
        onChange={({ detail }) => form.set(field, detail.value)}
        disabled={disabled}
        nativeTextareaAttributes={{ 'data-testid': id, dir: 'auto' }}
      />
    </FormField>
  );
}

/** A number; the label carries its unit (cm, gr). Kept as typed until saved. */
export function NumberControl({ form, field, label, disabled, whole }: Base & { field: StringField; whole: boolean }) {
  const id = controlIdOf(field);
  return (
    <FormField label={<FieldLabel text={label} required={form.required(field)} />} errorText={form.errors[field]} controlId={id}>
      <Input
        controlId={id}
        ariaRequired={form.required(field)}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        value={form.values[field]}
        onChange={({ detail }) => form.set(field, detail.value)}
        disabled={disabled}
        nativeInputAttributes={{ 'data-testid': id, dir: 'ltr' }}
      />
    </FormField>
  );
}

/** A day shown and typed as YYYY/MM/DD (spec 2 section 5); the form keeps Cloudscape's YYYY-MM-DD, which is what is sent. */
export function DateControl({ form, field, label, disabled }: Base & { field: StringField }) {
  const id = controlIdOf(field);
  return (
    <FormField label={<FieldLabel text={label} required={form.required(field)} />} errorText={form.errors[field]} controlId={id}>
      <DayPicker controlId={id} ariaRequired={form.required(field)} value={form.values[field]} onChange={(value) => form.set(field, value)} disabled={disabled} />
    </FormField>
  );
}

export function ToggleControl({
  form,
  field,
  label,
  disabled,
  onChange,
}: Base & { field: ObjectBooleanField; onChange?: (checked: boolean) => void }) {
  const id = controlIdOf(field);
  return (
    <FormField errorText={form.errors[field]}>
      <Toggle
        checked={form.values[field]}
        onChange={({ detail }) => (onChange ? onChange(detail.checked) : form.set(field, detail.checked))}
        disabled={disabled}
        nativeInputAttributes={{ 'data-testid': id }}
      >
        {label}
      </Toggle>
    </FormField>
  );
}

function useOptionsOf() {
  const t = useT();
  // Staff-typed titles as they are; the seeded ones in the reader's language.
  return (values: readonly DropdownOption[]): SelectProps.Option[] => values.map((v) => ({ value: v.id, label: translateKnown(t, v.title) }));
}

function useOptionTexts(loading: boolean) {
  const t = useT();
  return {
    statusType: loading ? ('loading' as const) : ('finished' as const),
    loadingText: t('objectForm.options.loading'),
    empty: t('objectForm.options.empty'),
    filteringType: 'auto' as const,
    filteringPlaceholder: t('objectForm.options.filter'),
    filteringAriaLabel: t('objectForm.options.filter'),
    noMatch: t('objectForm.options.noMatch'),
  };
}

/** One dropdown value; a value the list no longer has still shows by its id rather than vanishing. */
export function SelectControl({
  form,
  field,
  label,
  disabled,
  values,
  loading,
  onChange,
}: Base & { field: StringField; values: readonly DropdownOption[]; loading: boolean; onChange?: (id: string) => void }) {
  const t = useT();
  const id = controlIdOf(field);
  const options = useOptionsOf()(values);
  const current = form.values[field];
  const selected = current ? (options.find((o) => o.value === current) ?? { value: current, label: current }) : null;
  const texts = useOptionTexts(loading);
  return (
    <FormField label={<FieldLabel text={label} required={form.required(field)} />} errorText={form.errors[field]} controlId={id}>
      <Select
        controlId={id}
        ariaRequired={form.required(field)}
        data-testid={id}
        selectedOption={selected}
        options={selected ? [{ value: '', label: t('objectForm.choose') }, ...options] : options}
        placeholder={t('objectForm.choose')}
        disabled={disabled}
        onChange={({ detail }) => (onChange ? onChange(detail.selectedOption.value ?? '') : form.set(field, detail.selectedOption.value ?? ''))}
        {...texts}
      />
    </FormField>
  );
}

/** Several dropdown values, at most `max` (object-fields.ts): the rest are greyed once it is reached. */
export function MultiselectControl({
  form,
  field,
  label,
  disabled,
  values,
  loading,
  max,
}: Base & { field: ObjectMultiRef; values: readonly DropdownOption[]; loading: boolean; max: number }) {
  const t = useT();
  const id = controlIdOf(field);
  const chosen = form.values[field];
  const full = chosen.length >= max;
  const options = useOptionsOf()(values).map((o) => ({ ...o, disabled: full && !chosen.includes(o.value ?? '') }));
  const texts = useOptionTexts(loading);
  return (
    <FormField label={<FieldLabel text={label} required={form.required(field)} />} errorText={form.errors[field]} controlId={id} constraintText={t('objectForm.counter', { count: chosen.length, max })}>
      <Multiselect
        controlId={id}
        ariaRequired={form.required(field)}
        data-testid={id}
        selectedOptions={chosen.map((value) => options.find((o) => o.value === value) ?? { value, label: value })}
        options={options}
        placeholder={t('objectForm.chooseMany')}
        deselectAriaLabel={(option) => t('objectForm.options.remove', { title: option.label ?? option.value ?? '' })}
        disabled={disabled}
        onChange={({ detail }) => form.set(field, detail.selectedOptions.map((o) => o.value ?? '').slice(0, max))}
        {...texts}
      />
    </FormField>
  );
}

/** Other Dimensions (spec 2 section 3): pairs of a dimension (a dropdown value) and its number. */
export function OtherDimensionsControl({ form, label, disabled, values, loading }: Base & { values: readonly DropdownOption[]; loading: boolean }) {
  const t = useT();
  const rows = form.values.otherDimensions;
  const options = useOptionsOf()(values);
  const texts = useOptionTexts(loading);
  const setRow = (index: number, change: Partial<DimensionRow>) => form.set('otherDimensions', rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <FormField label={label} errorText={form.errors.otherDimensions} stretch>
      <AttributeEditor
        items={rows}
        addButtonText={t('objectForm.dimension.add')}
        removeButtonText={t('objectForm.dimension.remove')}
        empty={t('objectForm.dimension.empty')}
        disableAddButton={disabled || rows.length >= OBJECT_OTHER_DIMENSIONS_MAX}
        isItemRemovable={() => !disabled}
        onAddButtonClick={() => form.set('otherDimensions', [...rows, { dimension: '', value: '' }])}
        onRemoveButtonClick={({ detail }) => form.set('otherDimensions', rows.filter((_, i) => i !== detail.itemIndex))}
        definition={[
          {
            label: t('objectForm.dimension.name'),
            control: (row, index) => (
              <Select
                selectedOption={options.find((o) => o.value === row.dimension) ?? null}
                // A dimension is named once per object.
                options={options.map((o) => ({ ...o, disabled: rows.some((r, i) => i !== index && r.dimension === o.value) }))}
                placeholder={t('objectForm.choose')}
                disabled={disabled}
                ariaLabel={t('objectForm.dimension.nameOfRow', { row: index + 1 })}
                onChange={({ detail }) => setRow(index, { dimension: detail.selectedOption.value ?? '' })}
                {...texts}
              />
            ),
          },
          {
            label: t('objectForm.dimension.value'),
            control: (row, index) => (
              <Input
                type="number"
                inputMode="decimal"
                value={row.value}
                disabled={disabled}
                ariaLabel={t('objectForm.dimension.valueOfRow', { row: index + 1 })}
                onChange={({ detail }) => setRow(index, { value: detail.value })}
              />
            ),
          },
        ]}
      />
    </FormField>
  );
}

/** Details (issue 28): label and value pairs, as another system's columns brought them or staff add them. */
export function DetailsControl({ form, label, disabled }: Base) {
  const t = useT();
  const rows = form.values.details;
  const setRow = (index: number, change: Partial<(typeof rows)[number]>) => form.set('details', rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <FormField label={label} errorText={form.errors.details} stretch>
      <AttributeEditor
        items={rows}
        addButtonText={t('objectForm.detail.add')}
        removeButtonText={t('objectForm.dimension.remove')}
        empty={t('objectForm.detail.empty')}
        disableAddButton={disabled || rows.length >= OBJECT_DETAILS_MAX}
        isItemRemovable={() => !disabled}
        onAddButtonClick={() => form.set('details', [...rows, { label: '', value: '' }])}
        onRemoveButtonClick={({ detail }) => form.set('details', rows.filter((_, i) => i !== detail.itemIndex))}
        definition={[
          {
            label: t('objectForm.detail.label'),
            control: (row, index) => (
              <Input value={row.label} disabled={disabled} ariaLabel={t('objectForm.detail.labelOfRow', { row: index + 1 })} onChange={({ detail }) => setRow(index, { label: detail.value })} />
            ),
          },
          {
            label: t('objectForm.detail.value'),
            control: (row, index) => (
              <Input value={row.value} disabled={disabled} ariaLabel={t('objectForm.detail.valueOfRow', { row: index + 1 })} onChange={({ detail }) => setRow(index, { value: detail.value })} />
            ),
          },
        ]}
      />
    </FormField>
  );
}
