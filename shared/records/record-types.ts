import type { Area } from '../permissions';
import { OBJECT_BOOLEAN_FIELDS, OBJECT_SINGLE_REFS, OBJECT_STEPS } from '../schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../schemas/object-labels';
import type { UploadFolder } from '../upload-kinds';

/**
 * The six record types about objects (spec 2 sections 2, 3, 5 and 7): condition, treatment,
 * curatorial form, technical form, movement and insurance. One declaration per type, read by
 * everything that differs between them: the API's schemas and routes, the stored entity, the
 * search documents, the spreadsheet export, the console's lists and forms and the seed. What is
 * the same for all six (the object they belong to, report ids, versions, the change log) is
 * written once in `functions/catalogue/records/` and `web/src/pages/records/`.
 *
 * Choices the spec leaves open, made here once:
 * - Text fields take 240 characters, long ones 1600 (spec 2 section 5: "default limit 240, long
 *   fields 1600"); the long ones are the free-text notes, processes and summaries.
 * - A movement's old and new location are whole places: the `location` dropdown value (the spec's
 *   `movementLocation` and `newLocation`) and beside each, one field per lower level of the
 *   object's Location step (`oldRoomNumber`, `newRoomNumber`, ...). Fields per level rather than
 *   one nested value, because every reader of this declaration (schemas, use counts, search,
 *   spreadsheet columns, import, form controls) already handles text, dropdown and switch fields.
 *   The old place is the server's copy of the object's location at save time; a movement with a
 *   new location moves the object to exactly the new place in the same transaction, and the
 *   latest movement by date decides where the object is (docs/record-lists.md).
 * - Report ids are `<prefix>-<year>-<4+ digits>` from an atomic counter per museum, type and year.
 * - Lists come newest first by the type's date (`dateField`), then newest created.
 */

export const RECORD_TEXT_MAX = 240;
export const RECORD_LONG_TEXT_MAX = 1600;
/** Image lists (spec 2 sections 5 and 9: condition, curatorial images 20; documents 15). */
export const RECORD_IMAGE_LIST_MAX = 20;
export const RECORD_DOCUMENTS_MAX = 15;
/** Multi-value references (damage types) are bounded like the object's materials: the save's transaction stays small. */
export const RECORD_MULTI_REF_MAX = 6;

export type RecordFieldKind =
  /** Trimmed text, at most RECORD_TEXT_MAX. */
  | 'text'
  /** A text area with a counter, at most RECORD_LONG_TEXT_MAX. */
  | 'longText'
  /** A measure or value, any real number (temperatures go below zero); `unit` is shown beside it. */
  | 'number'
  | 'boolean'
  /** A day, stored YYYY-MM-DD, shown YYYY/MM/DD. */
  | 'date'
  /** One value of the dropdown type `dropdownType`; counts one use on it. */
  | 'ref'
  /** Several values of `dropdownType` (multi select), at most RECORD_MULTI_REF_MAX. */
  | 'refs'
  /** One of `options`. */
  | 'choice'
  /** Uploaded images (scaled to 400 px in the browser) in `folder`, at most `max`. */
  | 'images'
  /** Uploaded documents (PDF or images, not scaled) in `folder`, at most `max`. */
  | 'documents';

export type RecordField = {
  readonly name: string;
  readonly kind: RecordFieldKind;
  /** The English label (forms, list columns, spreadsheet headers); the console's catalogs hold the Arabic. */
  readonly label: string;
  readonly dropdownType?: string;
  readonly unit?: string;
  readonly options?: readonly string[];
  readonly folder?: UploadFolder;
  readonly max?: number;
  /** A level of a movement's place: the object's Location field it copies (old) or sets (new). */
  readonly place?: { readonly side: PlaceSide; readonly level: PlaceLevel };
};

/** The object's Location step: the place (`location`) and its lower levels. */
export type PlaceLevel = (typeof OBJECT_STEPS.location)[number];
export type LowerPlaceLevel = Exclude<PlaceLevel, 'location'>;
export const PLACE_LEVELS: readonly PlaceLevel[] = OBJECT_STEPS.location;
export const LOWER_PLACE_LEVELS = OBJECT_STEPS.location.filter((level): level is LowerPlaceLevel => level !== 'location');
/** A movement's place left (`old`, filled from the object) and place gone to (`new`). */
export type PlaceSide = 'old' | 'new';
export type LowerPlaceField = `${PlaceSide}${Capitalize<LowerPlaceLevel>}`;
export const lowerPlaceField = <S extends PlaceSide>(side: S, level: LowerPlaceLevel) => `${side}${level[0].toUpperCase()}${level.slice(1)}` as `${S}${Capitalize<LowerPlaceLevel>}`;

export type RecordTypeName = 'condition' | 'treatment' | 'curatorialForm' | 'technicalForm' | 'movement' | 'insurance';

export type RecordType = {
  /** The change log's entity type, the stored type and the permission area (spec 2 section 6). */
  readonly name: RecordTypeName;
  readonly area: Area;
  /** API collection path (`/api/<path>`), spreadsheet file name (`<path>_<date time>.xlsx`), Lambda resource. */
  readonly path: string;
  /** Console routes: `/<path>`, `/add-<single>`, `/save-<single>/{id}` (spec 2 section 2). */
  readonly single: string;
  /** English names: one record, several records. */
  readonly label: string;
  readonly plural: string;
  /** The report id (treatments, movements, insurances): its prefix and the message when it is missing. */
  readonly reportId?: { readonly prefix: string; readonly required: string };
  /** The day the list is ordered by (newest first). */
  readonly dateField: string;
  /** The list's columns after Inventory Number (and Object Name when `objectNameColumn`), spec 2 section 2. */
  readonly columns: readonly string[];
  readonly objectNameColumn: boolean;
  /** List filters of spec 2 section 7 (each a dropdown field of the type, equal to a value id). */
  readonly filters: readonly string[];
  /** Fields `searchText` reads besides the report id and the object's inventory number and name. */
  readonly searched: readonly string[];
  readonly fields: readonly RecordField[];
};

const text = (name: string, label: string): RecordField => ({ name, kind: 'text', label });
const longText = (name: string, label: string): RecordField => ({ name, kind: 'longText', label });
const number = (name: string, label: string, unit?: string): RecordField => ({ name, kind: 'number', label, ...(unit ? { unit } : {}) });
const date = (name: string, label: string): RecordField => ({ name, kind: 'date', label });
const ref = (name: string, label: string, dropdownType = name): RecordField => ({ name, kind: 'ref', label, dropdownType });
const images = (folder: UploadFolder, max = RECORD_IMAGE_LIST_MAX): RecordField => ({ name: 'imageList', kind: 'images', label: 'Images', folder, max });
/** The lower levels of one side of a movement, each of the kind the object's own field has. */
function lowerPlaceFields<S extends PlaceSide>(side: S, sideLabel: string) {
  return LOWER_PLACE_LEVELS.map((level) => {
    const dropdownType = (OBJECT_SINGLE_REFS as Partial<Record<LowerPlaceLevel, string>>)[level];
    const kind: RecordFieldKind = dropdownType ? 'ref' : (OBJECT_BOOLEAN_FIELDS as readonly string[]).includes(level) ? 'boolean' : 'text';
    return { name: lowerPlaceField(side, level), kind, label: `${sideLabel}: ${OBJECT_FIELD_LABELS[level]}`, ...(dropdownType ? { dropdownType } : {}), place: { side, level } };
  });
}
const reportIdField: RecordField = { name: 'reportId', kind: 'text', label: 'Report ID' };
const REPORT_ID_REQUIRED = 'Report ID field is required';

export const RECORD_TYPES = {
  condition: {
    name: 'condition',
    area: 'condition',
    path: 'conditions',
    single: 'condition',
    label: 'Condition',
    plural: 'Conditions',
    dateField: 'conditionDate',
    columns: ['condition', 'conditionDate'],
    objectNameColumn: true,
    filters: ['condition'],
    searched: ['examinedBy', 'city', 'conditionSummary'],
    fields: [
      ref('condition', 'Condition'),
      date('conditionDate', 'Condition Date'),
      text('examinedBy', 'Examined By'),
      ref('examinationTechnique', 'Examination Technique'),
      ref('locationOfExamination', 'Location of Examination'),
      text('city', 'City'),
      number('temperatureMin', 'Minimum Temperature', 'C'),
      number('temperatureMax', 'Maximum Temperature', 'C'),
      number('humidity', 'Humidity', 'RH'),
      number('light', 'Light', 'Lux'),
      longText('conditionSummary', 'Condition Summary'),
      longText('maintenanceNotes', 'Maintenance Notes'),
      images('conditions'),
    ],
  },
  treatment: {
    name: 'treatment',
    area: 'treatment',
    path: 'treatments',
    single: 'treatment',
    label: 'Treatment',
    plural: 'Treatments',
    reportId: { prefix: 'TR', required: REPORT_ID_REQUIRED },
    dateField: 'treatmentDate',
    columns: ['reportId', 'treatmentCategory', 'treatmentDate'],
    objectNameColumn: true,
    filters: ['treatmentCategory'],
    searched: ['treatmentName', 'treatedBy', 'locationOfTreatment'],
    fields: [
      reportIdField,
      date('treatmentDate', 'Treatment Date'),
      text('treatedBy', 'Treated By'),
      text('locationOfTreatment', 'Location of Treatment'),
      ref('treatmentCategory', 'Treatment Category'),
      ref('treatmentPurpose', 'Treatment Purpose'),
      { name: 'damageType', kind: 'refs', label: 'Damage Type', dropdownType: 'damageType', max: RECORD_MULTI_REF_MAX },
      text('treatmentName', 'Treatment Name'),
      ref('treatmentDegree', 'Treatment Degree'),
      text('treatmentPosition', 'Treatment Position'),
      longText('treatmentProcess', 'Treatment Process'),
      longText('recommendations', 'Recommendations'),
      { name: 'treatmentDocumentation', kind: 'documents', label: 'Treatment Documentation', folder: 'treatment-documents', max: RECORD_DOCUMENTS_MAX },
      images('treatments'),
    ],
  },
  curatorialForm: {
    name: 'curatorialForm',
    area: 'curatorialForm',
    path: 'curatorial-forms',
    single: 'curatorial-form',
    label: 'Curatorial Form',
    plural: 'Curatorial Forms',
    dateField: 'recordingDate',
    columns: ['recordingDate', 'recordedBy'],
    objectNameColumn: true,
    filters: [],
    searched: ['recordedBy', 'keywords', 'objectLabel'],
    fields: [
      date('recordingDate', 'Recording Date'),
      text('recordedBy', 'Recorded By'),
      longText('inscriptionDetail', 'Inscription Detail'),
      text('language', 'Language'),
      longText('translation', 'Translation'),
      longText('objectLabel', 'Object Label'),
      longText('background', 'Background'),
      text('keywords', 'Keywords'),
      longText('bibliography', 'Bibliography'),
      text('relatedObjects', 'Related Objects'),
      text('videography', 'Videography'),
      images('curatorial-forms'),
    ],
  },
  technicalForm: {
    name: 'technicalForm',
    area: 'technicalForm',
    path: 'technical-forms',
    single: 'technical-form',
    label: 'Technical Form',
    plural: 'Technical Forms',
    dateField: 'recordingDate',
    columns: ['recordingDate', 'recordedBy'],
    objectNameColumn: true,
    filters: [],
    searched: ['recordedBy', 'sound'],
    fields: [
      date('recordingDate', 'Recording Date'),
      text('recordedBy', 'Recorded By'),
      number('numOfCylinders', 'Number of Cylinders', 'V'),
      number('horsePower', 'Horse Power', 'Kmh'),
      number('maxSpeed', 'Maximum Speed', 'Km/h'),
      number('engineSize', 'Engine Size', 'L'),
      number('mileage', 'Mileage', 'Km'),
      { name: 'isTankFilled', kind: 'boolean', label: 'Tank Filled' },
      ref('displayType', 'Display Type'),
      text('sound', 'Sound'),
      longText('mounting', 'Mounting'),
      longText('specs', 'Specs'),
      longText('lighting', 'Lighting'),
      longText('powerSupply', 'Power Supply'),
    ],
  },
  movement: {
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
  },
  insurance: {
    name: 'insurance',
    area: 'insurance',
    path: 'insurances',
    single: 'insurance',
    label: 'Insurance',
    plural: 'Insurances',
    reportId: { prefix: 'IN', required: REPORT_ID_REQUIRED },
    dateField: 'recordingDate',
    columns: ['reportId', 'recordingDate', 'recordedBy'],
    objectNameColumn: false,
    filters: [],
    searched: ['recordedBy', 'crateNumber'],
    fields: [
      reportIdField,
      date('recordingDate', 'Recording Date'),
      text('recordedBy', 'Recorded By'),
      { name: 'singleOrGroup', kind: 'choice', label: 'Single or Group', options: ['Single', 'Group'] },
      number('insuranceValueQar', 'Insurance Value', 'QAR'),
      number('insuranceValueUsd', 'Insurance Value', 'USD'),
      text('recommendedShippingMethods', 'Recommended Shipping Methods'),
      { name: 'crateRequired', kind: 'boolean', label: 'Crate Required' },
      text('crateNumber', 'Crate Number'),
      text('crateMaterial', 'Crate Material'),
      text('relatedObjects', 'Related Objects'),
      number('length', 'Length', 'cm'),
      number('width', 'Width', 'cm'),
      number('height', 'Height', 'cm'),
      number('weight', 'Weight', 'gr'),
      longText('packingMaterial', 'Packing Material'),
      { name: 'loanDocuments', kind: 'documents', label: 'Loan Documents', folder: 'insurance-documents', max: RECORD_DOCUMENTS_MAX },
    ],
  },
} as const satisfies Record<RecordTypeName, RecordType>;

export const RECORD_TYPE_NAMES = Object.keys(RECORD_TYPES) as RecordTypeName[];

export function recordType(name: RecordTypeName): RecordType {
  return RECORD_TYPES[name];
}

/** A type's fields of one side of a movement's place (none on the other types). */
export function placeFields(type: RecordType, side: PlaceSide): readonly (RecordField & { place: NonNullable<RecordField['place']> })[] {
  return type.fields.filter((f): f is RecordField & { place: NonNullable<RecordField['place']> } => f.place?.side === side);
}

/** A type's field by name. */
export function recordField(type: RecordType, name: string): RecordField | undefined {
  return type.fields.find((f) => f.name === name);
}
