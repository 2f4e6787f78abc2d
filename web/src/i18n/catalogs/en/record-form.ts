import { NEW_PLACE_REQUIRED } from '../../../../../shared/records/new-place-rule';
import { RECORD_TYPES } from '../../../../../shared/records/record-types';
import { OBJECT_REQUIRED_MESSAGE } from '../../../../../shared/schemas/records';

/**
 * The record forms (spec 2 sections 2, 4 and 5): the object picker's texts word for word ('Find
 * object by inventory number'), the read-only details, the report id's auto-fill and the insurance
 * form's title. Field labels are the `recordFields` area.
 */
export const recordForm = {
  'recordForm.object': 'Object',
  'recordForm.objectDetails': 'Object details',
  'recordForm.picker.placeholder': 'Find object by inventory number',
  'recordForm.picker.typeMore': 'Type at least {count} characters',
  'recordForm.picker.none': 'No object found',
  'recordForm.picker.loading': 'Searching objects',
  'recordForm.picker.failed': 'The objects could not be searched',
  'recordForm.picker.clear': 'Clear',
  'recordForm.picker.loadingObject': "Loading the object's details",
  'recordForm.hijriDate': 'Hijri Date',
  'recordForm.none': 'None',
  'recordForm.placeLeft.hint': 'Taken from the object when the movement is saved.',
  'recordForm.placeReached.hint': 'The object will be exactly here: levels left empty are cleared.',
  'recordForm.reportId.fill': 'Generate',
  'recordForm.files.choose': 'Choose documents',
  'recordForm.files.uploading': 'Uploading',
  'recordForm.files.tooMany': 'At most {max} files.',
  'recordForm.insurance.addTitle': 'Add Insurance Form',
  'recordForm.insurance.updateTitle': 'Update Insurance Form',
  'recordForm.saved.goToList': 'Go to the list',
  'recordForm.saved.addAnother': 'Add another',
  'recordForm.validation.object': OBJECT_REQUIRED_MESSAGE,
  'recordForm.validation.reportId': RECORD_TYPES.treatment.reportId.required,
  'recordForm.validation.movementReportId': RECORD_TYPES.movement.reportId.required,
  'recordForm.validation.newPlace': NEW_PLACE_REQUIRED,
} as const;
