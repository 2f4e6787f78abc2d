import type { Area } from '../permissions';
import { OBJECT_STEPS } from '../schemas/object-fields';
import type { UploadFolder } from '../upload-kinds';

/**
 * What a record type declares (the six declarations: `types/`, gathered in `record-types.ts`), and
 * the field kit they are written with. A record type's function loads its own declaration only.
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

/** The six types, in the order lists, menus and sheets show them (`record-types.ts` holds each one's declaration). */
export const RECORD_TYPE_NAMES = ['condition', 'treatment', 'curatorialForm', 'technicalForm', 'movement', 'insurance'] as const;
export type RecordTypeName = (typeof RECORD_TYPE_NAMES)[number];

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

/** A type's fields of one side of a movement's place (none on the other types). */
export function placeFields(type: RecordType, side: PlaceSide): readonly (RecordField & { place: NonNullable<RecordField['place']> })[] {
  return type.fields.filter((f): f is RecordField & { place: NonNullable<RecordField['place']> } => f.place?.side === side);
}

/** A type's field by name. */
export function recordField(type: RecordType, name: string): RecordField | undefined {
  return type.fields.find((f) => f.name === name);
}
