import { PRODUCT_NAME, TEXTS } from '../../../../../shared/constants';
import { BIDI_MESSAGE, VERSION_MESSAGE } from '../../../../../shared/schemas/common';

/**
 * Texts every screen shares: buttons, paging, notices, the error notice, confirmations and the
 * screens' titles. Spec texts are quoted from the shared constants, so the API, the console and
 * this catalog cannot drift apart.
 */
export const common = {
  'common.productName': PRODUCT_NAME,
  'common.loading': 'Loading',
  'common.back': 'Back',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.openSaved': 'Open {name}',
  'forms.requiredNote': 'Fields marked * are required.',
  'unsaved.title': 'Leave page',
  'unsaved.body': "Are you sure that you want to leave the current page? The changes that you made won't be saved.",
  'unsaved.leave': 'Leave',
  'common.delete': 'Delete',
  'common.add': 'Add',
  'common.addNew': 'Add New',
  'common.update': 'Update',
  'common.actions': 'Actions',
  'common.search': 'Search',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.ok': 'OK',
  'common.close': 'Close',
  'common.missingValue': '-',
  'common.noData': 'No data',
  'common.confirmDelete': TEXTS.confirmDelete,
  // Under 'Sure to delete?': what the delete removes (issue 32).
  'common.deleteCount': '{count, plural, one {# item will be deleted:} other {# items will be deleted:}}',
  'common.deleteMore': 'and {count} more',
  'common.noPermission': TEXTS.noPermission,

  // Paging and tables (Cloudscape's own table texts come from its I18nProvider messages).
  'common.paging.range': '{from}-{to} of {total, plural, one {# item} other {# items}}',
  'common.paging.pageSize': 'Page size',
  'common.paging.itemsPerPage': '{size} items per page',
  'common.paging.preferences': 'Preferences',
  'common.table.selectRow': 'Select {name}',
  'common.table.sortedAscending': '{column}, sorted ascending',
  'common.table.sortedDescending': '{column}, sorted descending',
  'common.table.sortable': '{column}, sortable',
  'common.table.selectAll': 'Select all rows',

  // Notices (spec 1 section 8, word for word).
  'notice.successTitle': 'Success',
  'notice.userDetailsUpdated': 'User details are successfully updated!',
  'notice.userSaved': 'User is saved!',
  'notice.permissionsSaved': 'User Permissions are saved!',
  'notice.dataSaved': 'Data saved successfully',
  'notice.dataDeleted': 'Data deleted successfully',
  'notice.dismiss': 'Dismiss',

  // The error notice (spec 1 section 8): the header is the server's message, reworded.
  'error.title': 'Error',
  'error.logId': 'Log ID: {logIdentifier}',
  // Headers of the API's errors (errorHeader of its `message`), so the notice reads in Arabic too.
  'error.validation': 'Validation Error',
  'error.conflict': 'Conflict Error',
  'error.notFound': 'Not Found Error',
  'error.forbidden': 'Forbidden Error',
  'error.unauthorized': 'Unauthorized Error',
  'error.payloadTooLarge': 'Payload Too Large Error',
  'error.tooManyRequests': 'Too Many Requests Error',
  'error.internalServer': 'Internal Server Error',

  // Validation texts the shared schemas send and the forms show.
  'validation.required': '{column} is required.',
  'validation.bidi': BIDI_MESSAGE,
  'validation.version': VERSION_MESSAGE,
} as const;
