import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import type { RecordType } from '../../../../../shared/records/record-types';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { translateKnown } from '../../../i18n/known-text';
import { Ltr } from '../../../i18n/ltr';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import type { ObjectDropdowns } from '../../objects/form/use-object-dropdowns';

/** The labels carry the units (`Length (cm)`, `Weight (gr)`), as on the object form. */
type Detail = { field: keyof CollectionObject };

/** Spec 2 section 2: the insurance form's read-only object details, in this order. */
const INSURANCE_DETAILS: Detail[] = [
  { field: 'mainImage' },
  { field: 'inventoryNumber' },
  { field: 'objectName' },
  { field: 'objectTitle' },
  { field: 'author' },
  { field: 'material' },
  { field: 'technique' },
  { field: 'length' },
  { field: 'width' },
  { field: 'height' },
  { field: 'weight' },
  { field: 'otherDimensions' },
];
/** The curatorial form shows read-only copies of the object's descriptive fields. */
const CURATORIAL_DETAILS: Detail[] = [
  { field: 'inventoryNumber' },
  { field: 'objectName' },
  { field: 'objectTitle' },
  { field: 'author' },
  { field: 'description' },
  { field: 'language' },
  { field: 'inscriptionNotes' },
  { field: 'country' },
  { field: 'century' },
];
const DETAILS: Detail[] = [{ field: 'inventoryNumber' }, { field: 'objectName' }, { field: 'objectTitle' }, { field: 'author' }, { field: 'location' }];

const DETAILS_OF: Partial<Record<RecordType['name'], Detail[]>> = { insurance: INSURANCE_DETAILS, curatorialForm: CURATORIAL_DETAILS };
const REF_TYPES: Partial<Record<keyof CollectionObject, string>> = { material: 'material', technique: 'technique', location: 'location' };

/**
 * The chosen object's details, read-only (spec 2 section 2), with `extra` (the curatorial form's
 * Hijri date) after them. Dropdown values show by title.
 */
export function ObjectDetails({ type, object, dropdowns, extra }: { type: RecordType; object: CollectionObject; dropdowns: ObjectDropdowns; extra?: ReactNode }) {
  const t = useT();
  const missing = t('common.missingValue');
  const titleOf = (dropdownType: string, id: string) => {
    const value = dropdowns.of(dropdownType).find((v) => v.id === id);
    return value ? translateKnown(t, value.title) : id;
  };
  const shown = ({ field }: Detail): ReactNode => {
    const value = object[field];
    if (field === 'mainImage') return object.mainImage ? <img src={object.mainImage.url} alt={object.mainImage.name} style={{ maxWidth: 160 }} /> : missing;
    if (field === 'otherDimensions') {
      const pairs = Object.entries(object.otherDimensions);
      return pairs.length ? pairs.map(([id, v]) => `${titleOf('otherDimensions', id)}: ${v}`).join(', ') : missing;
    }
    const refType = REF_TYPES[field];
    if (refType) {
      const ids = Array.isArray(value) ? (value as string[]) : value ? [value as string] : [];
      return ids.length ? <bdi>{ids.map((id) => titleOf(refType, id)).join(', ')}</bdi> : missing;
    }
    if (value === null || value === undefined || value === '') return missing;
    if (typeof value === 'number') return <Ltr>{value}</Ltr>;
    return field === 'inventoryNumber' ? <Ltr>{String(value)}</Ltr> : <bdi>{String(value)}</bdi>;
  };
  return (
    <Container header={<Header variant="h2">{t('recordForm.objectDetails')}</Header>} data-testid="record-object-details">
      <ColumnLayout columns={3} variant="text-grid">
        {(DETAILS_OF[type.name] ?? DETAILS).map((detail) => (
          <div key={detail.field}>
            <Box variant="awsui-key-label">{t(`objectForm.field.${detail.field}` as MessageId)}</Box>
            <div>{shown(detail)}</div>
          </div>
        ))}
        {extra}
      </ColumnLayout>
    </Container>
  );
}
