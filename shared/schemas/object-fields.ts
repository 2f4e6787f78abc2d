/**
 * The fields of a collection object, by kind and by form step: the single source the object
 * schema, the entity, the PDF report and the spreadsheet export read (spec 2 section 3, "Object"
 * and "Item fields used in the PDF", car and book details included).
 *
 * Where spec 2's two lists name one thing twice, the record keeps ONE field; the other name is
 * mapped here and nowhere else (`PDF_FIELD_NAMES`):
 *
 * | name in "Item fields used in the PDF" (or elsewhere in spec 2) | record field            | why one thing                                           |
 * |-----------------------------------------------------------------|-------------------------|---------------------------------------------------------|
 * | objectNumber                                                    | inventoryNumber         | the object's number (the PDF file is item_{objectNumber}) |
 * | locationName                                                    | location                | the location dropdown's title                           |
 * | descriptionShort                                                | description             | the short description (max 240); descriptionLong stays  |
 * | dateReceived                                                    | registrationDate        | the day the object entered the register                 |
 * | geographicalArea                                                | region                  | Origin: region dropdown beside country                  |
 * | area                                                            | city                    | Origin: the place within the country                    |
 * | publishingHome (book fields)                                    | publishingHouse         | the publisher, named twice                              |
 * | materialTechnique                                               | material + technique    | shown as both lists' titles; not stored apart           |
 * | dropdowns.availabilityPurpose (spec 2 "Object")                 | availabilityPurpose     | the dropdown id, kept flat beside `available`           |
 *
 * `technology` (PDF) is kept apart from `technique` (a dropdown): a free text such as an
 * engine's or a device's technology, which no technique value would name.
 */

/** Default text limit and long-text limit (spec 2 sections 5 and 9). */
export const OBJECT_TEXT_MAX = 240;
export const OBJECT_LONG_TEXT_MAX = 1600;
/** Main image 1, image list 20 (spec 2 sections 5 and 9). */
export const OBJECT_IMAGE_LIST_MAX = 20;
/**
 * The multi-value references are bounded so that one object save stays far below DynamoDB's 100
 * items per transaction: each changed reference moves a use count (functions/catalogue/objects/object-record.test.ts
 * adds up the largest save).
 */
export const OBJECT_MATERIALS_MAX = 6;
export const OBJECT_TECHNIQUES_MAX = 6;
export const OBJECT_OTHER_DIMENSIONS_MAX = 8;
/**
 * `details` (issue 28): label and value pairs for what another system's columns held that no field
 * names, so a migration loses nothing. A label holds no ':' and a value no line break: the export
 * writes one "Label: value" line each and the import reads them back.
 */
export const OBJECT_DETAILS_MAX = 30;
export const OBJECT_DETAIL_LABEL_MAX = 60;

export const OBJECT_TEXT_FIELDS = [
  // Object Overview
  'objectName', 'subtitle', 'objectTitle', 'subCategory', 'recordedBy', 'tagNumber', 'barcode', 'label', 'insuranceNumber', 'currency',
  // Media
  'photographer',
  // Location
  'buildingNumber', 'buildingArea', 'hallNumber', 'roomNumber', 'cabinetNumber', 'shelfNumber', 'drawerNumber', 'boxNumber', 'showcaseNumber',
  // Description
  'description', 'technology', 'surface', 'inscriptionType', 'inscriptionPosition', 'language', 'method',
  // Origin/Publication
  'country', 'city', 'century', 'productionDate', 'hijriYear', 'gregorianYear', 'author', 'publishingHouse',
  // Car Details
  'brand', 'model', 'registration', 'colour', 'bodyManufacturer', 'vehicleType', 'tyreSize', 'plateNumber',
  // Book Details
  'secondAuthor', 'contributor', 'translator', 'editor', 'edition', 'copyright', 'volume', 'subject', 'identifier', 'materialType',
] as const;
export const OBJECT_LONG_TEXT_FIELDS = ['descriptionLong', 'inscriptionNotes', 'specialHistory', 'specialFeatures'] as const;
/** A link the console opens: http(s) only, so no `javascript:` can be stored. */
export const OBJECT_LINK_FIELDS = ['youtubeLink'] as const;
/** Counts and years: whole numbers. */
export const OBJECT_INTEGER_FIELDS = ['quantity', 'numOfCylinders', 'yearOfProduction', 'pages'] as const;
/** Measures: length, width, height and diameter in cm, weight in gr (spec 2 section 9). */
export const OBJECT_NUMBER_FIELDS = ['length', 'width', 'height', 'diameter', 'weight', 'value', 'horsePower', 'maxSpeed', 'priceAtAuct', 'mileage'] as const;
export const OBJECT_BOOLEAN_FIELDS = ['available', 'temporaryLocation', 'carDetailsVisible', 'bookDetailsVisible'] as const;
/** Stored as YYYY-MM-DD; the console shows YYYY/MM/DD. */
export const OBJECT_DATE_FIELDS = ['registrationDate', 'date', 'dateTaken'] as const;
/**
 * The years the production date spans (issue 28): derived by the service from `productionDate` on
 * every save (`shared/production-date.ts`), never taken from a request; stored for the year filter
 * and, once lists sort, for sorting.
 */
export const OBJECT_PRODUCTION_YEAR_FIELDS = ['productionEarliestYear', 'productionLatestYear', 'productionCentury'] as const;
/** One dropdown value each: field -> dropdown type (spec 2 section 3). */
export const OBJECT_SINGLE_REFS = {
  classification: 'classification',
  category: 'category',
  region: 'region',
  location: 'location',
  locationArea: 'locationArea',
  displayArea: 'displayArea',
  availabilityPurpose: 'availabilityPurpose',
} as const;
/** Several dropdown values each. */
export const OBJECT_MULTI_REFS = { material: 'material', technique: 'technique' } as const;
/** `otherDimensions`: a value per dimension, the dimension a dropdown value of this type. */
export const OTHER_DIMENSIONS_TYPE = 'otherDimensions';

export type ObjectTextField = (typeof OBJECT_TEXT_FIELDS)[number];
export type ObjectLongTextField = (typeof OBJECT_LONG_TEXT_FIELDS)[number];
export type ObjectIntegerField = (typeof OBJECT_INTEGER_FIELDS)[number];
export type ObjectNumberField = (typeof OBJECT_NUMBER_FIELDS)[number];
export type ObjectBooleanField = (typeof OBJECT_BOOLEAN_FIELDS)[number];
export type ObjectDateField = (typeof OBJECT_DATE_FIELDS)[number];
export type ObjectSingleRef = keyof typeof OBJECT_SINGLE_REFS;
export type ObjectMultiRef = keyof typeof OBJECT_MULTI_REFS;

/** The objects list's columns (spec 2 section 2), also a spreadsheet export's `columns=list`. */
export const OBJECT_LIST_FIELDS = ['inventoryNumber', 'objectName', 'location', 'locationArea'] as const;

/** The steps of the object form (spec 2 section 2) and the fields each holds, in order. */
export const OBJECT_STEPS = {
  overview: [
    'inventoryNumber', 'quantity', 'objectName', 'subtitle', 'objectTitle', 'classification', 'category', 'subCategory', 'available',
    'availabilityPurpose', 'registrationDate', 'recordedBy', 'length', 'width', 'height', 'diameter', 'weight', 'otherDimensions',
    'tagNumber', 'barcode', 'label', 'insuranceNumber', 'value', 'currency',
  ],
  media: ['mainImage', 'imageList', 'photographer', 'dateTaken'],
  location: [
    'location', 'locationArea', 'displayArea', 'buildingNumber', 'buildingArea', 'hallNumber', 'roomNumber', 'temporaryLocation',
    'cabinetNumber', 'shelfNumber', 'drawerNumber', 'boxNumber', 'showcaseNumber',
  ],
  description: [
    'description', 'descriptionLong', 'material', 'technique', 'technology', 'surface', 'inscriptionType', 'inscriptionPosition',
    'inscriptionNotes', 'language', 'method', 'details',
  ],
  origin: ['region', 'country', 'city', 'century', 'date', 'productionDate', 'hijriYear', 'gregorianYear', 'author', 'publishingHouse'],
  car: [
    'brand', 'model', 'registration', 'colour', 'bodyManufacturer', 'vehicleType', 'numOfCylinders', 'horsePower', 'yearOfProduction',
    'maxSpeed', 'priceAtAuct', 'youtubeLink', 'specialHistory', 'specialFeatures', 'mileage', 'tyreSize', 'plateNumber',
  ],
  book: [
    'secondAuthor', 'contributor', 'translator', 'editor', 'edition', 'copyright', 'publishingHouse', 'volume', 'pages', 'subject',
    'identifier', 'materialType',
  ],
} as const;

/**
 * The names of spec 2's "Item fields used in the PDF" that are another name of a record field:
 * PDF name -> record field(s). Every other PDF name is a record field of the same name.
 */
export const PDF_FIELD_NAMES = {
  objectNumber: ['inventoryNumber'],
  locationName: ['location'],
  descriptionShort: ['description'],
  dateReceived: ['registrationDate'],
  geographicalArea: ['region'],
  area: ['city'],
  publishingHome: ['publishingHouse'],
  materialTechnique: ['material', 'technique'],
} as const satisfies Record<string, readonly string[]>;
