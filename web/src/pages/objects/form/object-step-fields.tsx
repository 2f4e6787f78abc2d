import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_LONG_TEXT_MAX,
  OBJECT_MATERIALS_MAX,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_STEPS,
  OBJECT_TECHNIQUES_MAX,
  OBJECT_TEXT_MAX,
  OTHER_DIMENSIONS_TYPE,
  type ObjectBooleanField,
  type ObjectMultiRef,
  type ObjectSingleRef,
} from '../../../../../shared/schemas/object-fields';
import { TextField } from '../../../components/forms/text-field';
import { useT } from '../../../i18n/use-t';
import {
  DateControl,
  MultiselectControl,
  NumberControl,
  DetailsControl,
  OtherDimensionsControl,
  SelectControl,
  TextAreaControl,
  ToggleControl,
  type ObjectForm,
} from './object-field-controls';
import { ProductionDateControl } from '../production/production-date-control';
import type { StringField } from './object-form-values';
import type { StepId } from './object-steps';
import type { ObjectDropdowns } from './use-object-dropdowns';

const is = (list: readonly string[], field: string) => list.includes(field);
const isSingleRef = (field: string): field is ObjectSingleRef => field in OBJECT_SINGLE_REFS;
const isMultiRef = (field: string): field is ObjectMultiRef => field in OBJECT_MULTI_REFS;
/** The short description is a text area too (spec 2: description max 240). */
const TEXT_AREAS: readonly string[] = ['description', ...OBJECT_LONG_TEXT_FIELDS];
const MULTI_MAX: Record<ObjectMultiRef, number> = { material: OBJECT_MATERIALS_MAX, technique: OBJECT_TECHNIQUES_MAX };

/**
 * The fields of one step (object-fields.ts OBJECT_STEPS, in order), each drawn by its kind. The
 * media step's files are drawn by the media step itself (`media`), in their place.
 */
export function ObjectStepFields({
  step,
  form,
  dropdowns,
  disabled,
  media,
}: {
  step: StepId;
  form: ObjectForm;
  dropdowns: ObjectDropdowns;
  disabled: boolean;
  media: (field: 'mainImage' | 'imageList') => ReactNode;
}) {
  const t = useT();
  const label = (field: string) => t(`objectForm.field.${field as (typeof OBJECT_STEPS)[StepId][number]}`);

  const setAvailable = (available: boolean) => {
    form.set('available', available);
    // Spec 2 section 4: an available object has no availability purpose.
    if (available) form.set('availabilityPurpose', '');
  };
  const setClassification = (id: string) => {
    // A category belongs to one classification: another (or none) empties it.
    if (id !== form.values.classification) form.set('category', '');
    form.set('classification', id);
  };
  const categories = dropdowns.of('classification').find((c) => c.id === form.values.classification)?.children ?? [];

  const control = (field: string) => {
    if (field === 'mainImage' || field === 'imageList') return media(field);
    if (field === 'productionDate') return <ProductionDateControl form={form} label={label(field)} disabled={disabled} />;
    if (field === 'otherDimensions') {
      return <OtherDimensionsControl form={form} label={label(field)} disabled={disabled} values={dropdowns.of(OTHER_DIMENSIONS_TYPE)} loading={dropdowns.loading} />;
    }
    if (field === 'details') return <DetailsControl form={form} label={label(field)} disabled={disabled} />;
    if (is(OBJECT_BOOLEAN_FIELDS, field)) {
      const flag = field as ObjectBooleanField;
      return <ToggleControl form={form} field={flag} label={label(field)} disabled={disabled} onChange={flag === 'available' ? setAvailable : undefined} />;
    }
    if (isMultiRef(field)) {
      return (
        <MultiselectControl
          form={form}
          field={field}
          label={label(field)}
          disabled={disabled}
          values={dropdowns.of(OBJECT_MULTI_REFS[field])}
          loading={dropdowns.loading}
          max={MULTI_MAX[field]}
        />
      );
    }
    if (isSingleRef(field)) {
      const values = field === 'category' ? categories : dropdowns.of(OBJECT_SINGLE_REFS[field]);
      const off = disabled || (field === 'availabilityPurpose' && form.values.available) || (field === 'category' && !form.values.classification);
      return (
        <SelectControl
          form={form}
          field={field}
          label={label(field)}
          disabled={off}
          values={values}
          loading={dropdowns.loading}
          onChange={field === 'classification' ? setClassification : undefined}
        />
      );
    }
    const text = field as StringField;
    if (is(OBJECT_DATE_FIELDS, field)) return <DateControl form={form} field={text} label={label(field)} disabled={disabled} />;
    if (is(OBJECT_INTEGER_FIELDS, field) || is(OBJECT_NUMBER_FIELDS, field)) {
      return <NumberControl form={form} field={text} label={label(field)} disabled={disabled} whole={is(OBJECT_INTEGER_FIELDS, field)} />;
    }
    if (TEXT_AREAS.includes(field)) {
      const max = field === 'description' ? OBJECT_TEXT_MAX : OBJECT_LONG_TEXT_MAX;
      return <TextAreaControl form={form} field={text} label={label(field)} disabled={disabled} max={max} />;
    }
    return <TextField form={form} field={text} label={label(field)} testIdPrefix="object" disabled={disabled} />;
  };

  return (
    <SpaceBetween size="l">
      {step === 'overview' && (
        <ColumnLayout columns={2}>
          <ToggleControl form={form} field="carDetailsVisible" label={t('objectForm.showCarDetails')} disabled={disabled} />
          <ToggleControl form={form} field="bookDetailsVisible" label={t('objectForm.showBookDetails')} disabled={disabled} />
        </ColumnLayout>
      )}
      <ColumnLayout columns={2}>
        {OBJECT_STEPS[step].map((field) => (
          <div key={field}>{control(field)}</div>
        ))}
      </ColumnLayout>
    </SpaceBetween>
  );
}
