import { DROPDOWN_TYPES } from '../../../../../shared/dropdown-types';
import { TIME_ZONE_MESSAGE } from '../../../../../shared/schemas/museum';
import { COLOUR_MESSAGE, DROPDOWN_TITLE_MESSAGE, DROPDOWN_TYPE_MESSAGE } from '../../../../../shared/schemas/vocabulary';
import { PENDING_CONTENT_TEXT, REFERENCE_LISTS, type ReferenceListName } from '../../../../../shared/vocabularies';

// The reference lists' titles come from shared/vocabularies.ts, so the API's '{column} is
// required.' and the Settings screen name a list in the same words; the keys are typed per list
// name, so `t(\`vocab.list.${def.name}\`)` is checked by the compiler.
type PerList<Prefix extends string> = { readonly [K in ReferenceListName as `${Prefix}${K}`]: string };

/** The value column's title of each list ('Movement Reason'), also the card's header. */
const listColumns = Object.fromEntries(REFERENCE_LISTS.map((list) => [`vocab.list.${list.name}`, list.column])) as PerList<'vocab.list.'>;
/** The Settings tab of each list ('Materials'); a child list's is its column, never shown alone. */
const listTabs = Object.fromEntries(REFERENCE_LISTS.map((list) => [`vocab.tab.${list.name}`, list.tab ?? list.column])) as PerList<'vocab.tab.'>;

/**
 * A seeded dropdown type's title as the server sends it (spec 2 section 3): the console finds it
 * here by its words (translateKnown), so a type a museum adds itself shows as it was typed.
 */
function typeTitle(name: string): string {
  return DROPDOWN_TYPES.find((type) => type.name === name)?.title ?? name;
}

/** The vocabularies screens' texts: Settings, /languages, /dropdowns (see ./common.ts for the shared ones). */
export const vocabularies = {
  ...listColumns,
  ...listTabs,

  // Settings cards (spec 1 section 2).
  'vocab.list.search': 'Search {list}',
  'vocab.list.selection': '{list} selection',
  'vocab.list.choose': 'Choose a {list}',
  'vocab.list.waitingForParent': 'Choose a {list} to see its values.',
  'vocab.list.empty': 'No values',
  'vocab.list.noMatch': 'No matches',
  'vocab.list.newRow': 'new row',
  'vocab.row.delete': 'Delete {name}',
  'vocab.row.update': 'Update {name}',
  'vocab.cell.clickToEdit': 'Click to edit',

  // Colours of condition categories, treatment categories and movement reasons.
  'vocab.colour.column': 'Colour',
  'vocab.colour.label': '{list} colour of {name}: {colour}',
  'vocab.colour.none': 'no colour',
  'vocab.validation.colour': COLOUR_MESSAGE,

  // The Settings Language tab and /languages (spec 1 section 2), word for word.
  'vocab.languages.title': 'Title',
  'vocab.languages.code': 'Code',
  'vocab.languages.details': 'Details',
  'vocab.languages.select': 'Select a language',
  'vocab.languages.empty': 'No languages',
  'vocab.languages.actionsFor': 'Actions for {name}',
  'vocab.tag.appDefault': 'App Default',
  'vocab.tag.app': 'App',
  'vocab.tag.rtl': 'RTL',
  'vocab.detail.default': 'DEFAULT',
  'vocab.detail.app': 'APP',
  'vocab.detail.rtl': 'RTL',
  'vocab.action.addToApp': 'Add to App languages',
  'vocab.action.removeFromApp': 'Remove from App languages',
  'vocab.action.setDefault': 'Set as App default language',
  'vocab.action.toggleRtl': 'Set Direction Right to Left',
  'vocab.languages.usedInApp': 'Used in app',
  'vocab.languages.defaultInApp': 'Default in app',
  'vocab.languages.directionRtl': 'Direction right to left',

  // The language-save failure (spec 1 section 8): the first POI's title is a link.
  'vocab.pending.first': `<link>{title}</link>${PENDING_CONTENT_TEXT}`,
  // shared/vocabularies.ts otherPendingText(n); a unit test holds the two to the same words.
  'vocab.pending.others': 'Other {count} POIs are pending content.',

  // /dropdowns (spec 2 section 2); the /languages modal carries the same titles (spec 1 section 2).
  'vocab.dropdown.addTitle': 'Add Dropdown',
  'vocab.dropdown.updateTitle': 'Update Dropdown',
  'vocab.dropdown.title': 'Title',
  'vocab.dropdown.children': 'Children',
  'vocab.dropdown.type': 'Type',
  'vocab.dropdown.under': 'Under {parent}',
  'vocab.dropdown.values': '{type} values',
  'vocab.dropdown.childValuesOf': '{type} values of {parent}',
  'vocab.dropdown.chooseValue': 'Choose a {type} value',
  'vocab.dropdown.chooseRow': 'Choose {name}',
  'vocab.validation.dropdownTitle': DROPDOWN_TITLE_MESSAGE,
  'vocab.validation.dropdownType': DROPDOWN_TYPE_MESSAGE,
  'vocab.dropdownType.classification': typeTitle('classification'),
  'vocab.dropdownType.category': typeTitle('category'),
  'vocab.dropdownType.material': typeTitle('material'),
  'vocab.dropdownType.technique': typeTitle('technique'),
  'vocab.dropdownType.region': typeTitle('region'),
  'vocab.dropdownType.location': typeTitle('location'),
  'vocab.dropdownType.locationArea': typeTitle('locationArea'),
  'vocab.dropdownType.displayArea': typeTitle('displayArea'),
  'vocab.dropdownType.availabilityPurpose': typeTitle('availabilityPurpose'),
  'vocab.dropdownType.condition': typeTitle('condition'),
  'vocab.dropdownType.examinationTechnique': typeTitle('examinationTechnique'),
  'vocab.dropdownType.locationOfExamination': typeTitle('locationOfExamination'),
  'vocab.dropdownType.treatmentCategory': typeTitle('treatmentCategory'),
  'vocab.dropdownType.treatmentPurpose': typeTitle('treatmentPurpose'),
  'vocab.dropdownType.damageType': typeTitle('damageType'),
  'vocab.dropdownType.treatmentDegree': typeTitle('treatmentDegree'),
  'vocab.dropdownType.movementType': typeTitle('movementType'),
  'vocab.dropdownType.reasonForMovement': typeTitle('reasonForMovement'),
  'vocab.dropdownType.displayType': typeTitle('displayType'),
  'vocab.dropdownType.otherDimensions': typeTitle('otherDimensions'),

  // The museum's time zone on Settings (administrators).
  'vocab.museum.header': 'Museum',
  'vocab.museum.timeZone': 'Time zone',
  'vocab.museum.timeZoneDescription': 'Days and times of the museum are shown and counted in this zone.',
  'vocab.museum.timeZoneMessage': TIME_ZONE_MESSAGE,
} as const;
