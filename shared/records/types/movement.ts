import { OBJECT_BOOLEAN_FIELDS, OBJECT_SINGLE_REFS } from '../../schemas/object-fields';
import { OBJECT_LOCATION_LABELS } from '../../schemas/object-location-labels';
import { LOWER_PLACE_LEVELS, lowerPlaceField, type LowerPlaceLevel, type PlaceSide, type RecordFieldKind, type RecordType } from '../record-type';
import { date, ref, reportIdField, text } from './fields';

/** The lower levels of one side of a movement, each of the kind the object's own field has. */
function lowerPlaceFields<S extends PlaceSide>(side: S, sideLabel: string) {
  return LOWER_PLACE_LEVELS.map((level) => {
    const dropdownType = (OBJECT_SINGLE_REFS as Partial<Record<LowerPlaceLevel, string>>)[level];
    const kind: RecordFieldKind = dropdownType ? 'ref' : (OBJECT_BOOLEAN_FIELDS as readonly string[]).includes(level) ? 'boolean' : 'text';
    return { name: lowerPlaceField(side, level), kind, label: `${sideLabel}: ${OBJECT_LOCATION_LABELS[level]}`, ...(dropdownType ? { dropdownType } : {}), place: { side, level } };
  });
}

export const MOVEMENT = {
  name: 'movement',
  area: 'movement',
  path: 'movements',
  single: 'movement',
  label: 'Movement',
  plural: 'Movements',
  reportId: { prefix: 'MV', required: 'Report Id is required!' },
  dateField: 'dateOfMovement',
  columns: ['reportId', 'movementType', 'reasonForMovement', 'dateOfMovement', 'dateOfReturn'],
  objectNameColumn: true,
  filters: ['movementType', 'reasonForMovement'],
  searched: ['movedBy', 'supervisedBy'],
  fields: [
    reportIdField,
    ref('movementType', 'Movement Type'),
    ref('reasonForMovement', 'Reason For Movement'),
    { ...ref('movementLocation', 'Old Location', 'location'), place: { side: 'old', level: 'location' } },
    ...lowerPlaceFields('old', 'Old Location'),
    { ...ref('newLocation', 'New Location', 'location'), place: { side: 'new', level: 'location' } },
    ...lowerPlaceFields('new', 'New Location'),
    date('dateOfMovement', 'Date of Movement'),
    date('dateOfReturn', 'Date of Return'),
    text('movedBy', 'Moved By'),
    text('supervisedBy', 'Supervised By'),
    text('signature', 'Approval and Signature'),
  ],
} as const satisfies RecordType;
