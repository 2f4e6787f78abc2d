import { OBJECT_IMAGE_LIST_MAX, OBJECT_LONG_TEXT_MAX, OBJECT_TEXT_MAX } from '../../../../../shared/schemas/object-fields';
import { DATE_MESSAGE, INVENTORY_NUMBER_MESSAGE, LINK_MESSAGE } from '../../../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS, type ObjectFormField } from '../../../../../shared/schemas/object-labels';
import { NOT_AN_IMAGE } from '../../../pages/profile/avatar-texts';
import { DIMENSION_INCOMPLETE, NOT_A_NUMBER } from '../../../pages/objects/form/object-form-texts';

type FieldLabels = { readonly [K in ObjectFormField as `objectForm.field.${K}`]: string };

/** One label per record field, from the labels the spreadsheet export's headers read too (one source). */
function fieldLabels(): FieldLabels {
  const fields = Object.keys(OBJECT_FIELD_LABELS).filter((f) => f !== 'carDetailsVisible' && f !== 'bookDetailsVisible') as ObjectFormField[];
  return Object.fromEntries(fields.map((f) => [`objectForm.field.${f}`, OBJECT_FIELD_LABELS[f]])) as FieldLabels;
}

/**
 * The object form (spec 2 sections 2, 3, 5 and 8): step names, one label per record field, the
 * media step's upload texts word for word, and the shared schema's messages so they read in Arabic.
 */
export const objectForm = {
  ...fieldLabels(),
  'objectForm.steps': 'Steps',
  'objectForm.step.overview': 'Object Overview',
  'objectForm.step.media': 'Media',
  'objectForm.step.location': 'Location',
  'objectForm.step.description': 'Description',
  'objectForm.step.origin': 'Origin/Publication',
  'objectForm.step.car': 'Car Details',
  'objectForm.step.book': 'Book Details',
  'objectForm.status.wait': 'Not visited',
  'objectForm.status.process': 'Current step',
  'objectForm.status.finish': 'Done',
  'objectForm.status.error': 'Has errors',
  'objectForm.showCarDetails': 'Show Car Details',
  'objectForm.showBookDetails': 'Show Book Details',
  'objectForm.productionDate.hint': 'As the museum writes it: 1802, c.1830-5, 1890s, late 18th century, date not known.',
  'objectForm.productionDate.span': 'Years {earliest} to {latest}',
  'objectForm.productionDate.year': 'Year {year}',
  'objectForm.productionDate.upTo': 'Up to {latest}',
  'objectForm.productionDate.from': 'From {earliest}',
  'objectForm.productionDate.noYears': 'No years read from this text: it is kept as written.',
  'objectForm.productionDate.bc': '{year} BC',


  'objectForm.counter': '{count}/{max}',
  'objectForm.choose': 'Choose a value',
  'objectForm.chooseMany': 'Choose values',
  'objectForm.options.loading': 'Loading values',
  'objectForm.options.empty': 'No values',
  'objectForm.options.filter': 'Find a value',
  'objectForm.options.noMatch': 'No matching value',
  'objectForm.options.remove': 'Remove {title}',
  'objectForm.date.placeholder': 'YYYY/MM/DD',
  'objectForm.date.open': 'Choose a date',
  'objectForm.date.previousMonth': 'Previous month',
  'objectForm.date.nextMonth': 'Next month',
  'objectForm.date.today': 'Today',
  'objectForm.dimension.name': 'Dimension',
  'objectForm.dimension.value': 'Value',
  'objectForm.dimension.nameOfRow': 'Dimension {row}',
  'objectForm.dimension.valueOfRow': 'Value {row}',
  'objectForm.dimension.add': 'Add dimension',
  'objectForm.dimension.remove': 'Remove',
  'objectForm.dimension.empty': 'No other dimensions',
  'objectForm.detail.label': 'Label',
  'objectForm.detail.value': 'Value',
  'objectForm.detail.labelOfRow': 'Label {row}',
  'objectForm.detail.valueOfRow': 'Value {row}',
  'objectForm.detail.add': 'Add detail',
  'objectForm.detail.empty': 'No details',

  'objectForm.media.chooseMain': 'Choose the main image',
  'objectForm.media.chooseList': 'Choose images',
  'objectForm.media.uploading': 'Uploading {name}',
  'objectForm.media.remove': 'Remove {name}',
  'objectForm.media.none': 'No image',
  // Spec 2 section 8, word for word.
  'objectForm.media.uploadFailed': 'Error – File could not be uploaded.',
  'objectForm.media.deleteFailed': 'Error – File could not be deleted.',
  'objectForm.media.deleted': 'Info – File deleted.',
  'objectForm.media.confirmTitle': 'Are you sure you want to delete?',
  'objectForm.media.confirmText': 'Please remember to save changes',
  'objectForm.media.yesAndSave': 'Yes & Save',
  'objectForm.media.onlyImages': NOT_AN_IMAGE,
  'objectForm.media.tooMany': `At most ${OBJECT_IMAGE_LIST_MAX} images.`,

  'objectForm.saved.goToObjects': 'Go to objects',
  'objectForm.saved.addObject': 'Add object',

  // The shared schema's messages (shared/schemas/object.ts), so the form shows them in Arabic too.
  'objectForm.validation.inventoryNumber': INVENTORY_NUMBER_MESSAGE,
  'objectForm.validation.date': DATE_MESSAGE,
  'objectForm.validation.link': LINK_MESSAGE,
  'objectForm.validation.textMax': `At most ${OBJECT_TEXT_MAX} characters.`,
  'objectForm.validation.longTextMax': `At most ${OBJECT_LONG_TEXT_MAX} characters.`,
  'objectForm.validation.measure': 'A measure is 0 or more.',
  'objectForm.validation.count': 'A count is 0 or more.',
  'objectForm.validation.number': NOT_A_NUMBER,
  'objectForm.validation.dimension': DIMENSION_INCOMPLETE,
} as const;
