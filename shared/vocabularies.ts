import type { Feature } from './permissions';

/**
 * The reference lists of spec 1 sections 2, 3 and 7, as data: the API validates list names and
 * parents with it, and the Settings screen builds its tabs, tables and messages from it.
 * Order = the order of the Settings tabs; a child list sits on its parent's tab.
 */
export const REFERENCE_LIST_NAMES = [
  'categories',
  'subcategories',
  'buildingAreas',
  'materialCategories',
  'materialDetails',
  'buildingNumbers',
  'classifications',
  'countries',
  'currencies',
  'geoAreas',
  'languages',
  'locationNames',
  'subjects',
  'surfaces',
  'technologies',
  'conditionCategories',
  'treatmentCategories',
  'movementReasons',
] as const;
export type ReferenceListName = (typeof REFERENCE_LIST_NAMES)[number];

/** The body field that names a child value's parent (`category: { id }`, spec 1 section 3). */
export type ParentField = 'category' | 'materialCategory';

export type ReferenceListDef = {
  readonly name: ReferenceListName;
  /** The Settings tab that shows the list; child lists show on their parent's tab. */
  readonly tab?: string;
  /** The value column's title, also used in '{column title} is required.'. */
  readonly column: string;
  /** Condition category, treatment category and movement reason rows carry a colour. */
  readonly colour: boolean;
  readonly parent?: { readonly list: ReferenceListName; readonly field: ParentField };
  /** Languages are app configuration, not values: their own payload and rules (spec 1 section 3). */
  readonly kind: 'value' | 'language';
  readonly feature?: Feature;
};

const itemList = (name: ReferenceListName, tab: string | undefined, column: string, extra: Partial<ReferenceListDef> = {}): ReferenceListDef => ({
  name,
  tab,
  column,
  colour: false,
  kind: 'value',
  feature: 'Item-Cataloging',
  ...extra,
});

export const REFERENCE_LISTS: readonly ReferenceListDef[] = [
  itemList('categories', 'Category', 'Category'),
  itemList('subcategories', undefined, 'Subcategory', { parent: { list: 'categories', field: 'category' } }),
  itemList('buildingAreas', 'Building Area', 'Building Area'),
  itemList('materialCategories', 'Materials', 'Material Category'),
  itemList('materialDetails', undefined, 'Material Detail', { parent: { list: 'materialCategories', field: 'materialCategory' } }),
  itemList('buildingNumbers', 'Building Number', 'Building Number'),
  itemList('classifications', 'Classification', 'Classification'),
  itemList('countries', 'Country', 'Country'),
  itemList('currencies', 'Currency', 'Currency'),
  itemList('geoAreas', 'Geographical Area', 'Geographical Area'),
  // The Language tab is shown to everyone (spec 1 section 6): no feature.
  { name: 'languages', tab: 'Language', column: 'Language', colour: false, kind: 'language' },
  itemList('locationNames', 'Location Name', 'Location Name'),
  itemList('subjects', 'Subject', 'Subject'),
  itemList('surfaces', 'Surface', 'Surface'),
  itemList('technologies', 'Technology', 'Technology'),
  itemList('conditionCategories', 'Condition Category', 'Condition Category', { colour: true }),
  itemList('treatmentCategories', 'Treatment Category', 'Treatment Category', { colour: true }),
  itemList('movementReasons', 'Movement Reason', 'Movement Reason', { colour: true }),
];

export function referenceList(name: string): ReferenceListDef | undefined {
  return REFERENCE_LISTS.find((list) => list.name === name);
}

/** The list shown beside a parent list on the same tab (Subcategory beside Category). */
export function childListOf(name: ReferenceListName): ReferenceListDef | undefined {
  return REFERENCE_LISTS.find((list) => list.parent?.list === name);
}

/** Spec 1 section 5: an editable cell's required message. */
export function requiredMessage(column: string): string {
  return `${column} is required.`;
}

/** The longest value a list keeps: longer text is a paste accident, not a vocabulary term. */
export const VOCABULARY_VALUE_MAX = 200;

/** The language-save failure of spec 1 section 8: the first POI's title (a link) comes before it. */
export const PENDING_CONTENT_TEXT = ' does not have content for the selected language.';
export function otherPendingText(n: number): string {
  return `Other ${n} POIs are pending content.`;
}
