/**
 * Spreadsheet exports of any list (spec 2 sections 4 and 7): the busy state while a large export
 * runs as a job ("Bulk export shows a busy state while the file is prepared"), and its outcome.
 */
export const spreadsheetExports = {
  'exports.title': 'Export',
  'exports.preparing': 'Preparing the file',
  'exports.progress': '{processed, number} of {total, number} records',
  'exports.done': 'The file is ready: its download has started.',
  'exports.downloadAgain': 'Download again',
  'exports.columns.list': 'Columns of the list',
  'exports.columns.all': 'All columns (imports back)',
  'exports.failed': 'The export failed.',
} as const;
