/**
 * What a record's form calls besides a record's read, loaded as one chunk on the first of them
 * rather than at a cold start: the saves with the write rules they bring (use counts, tallies,
 * places, search terms), the next report id and the upload presign; a list sorted by a column;
 * and the spreadsheet export (its exceljs is a chunk of its own still, loaded by the export).
 * One chunk: a second lazy chunk splits the cold start's shared chunks (the export apart was
 * 0.7 KB more gzip in each record function, measured; with it here a first save reads 6 KB more
 * of minified code).
 */
export { presignUpload } from '../../lib/uploads';
export { nextReportId } from './report-ids';
export { createRecord, deleteRecords, updateRecord } from './service';
export { sortedRecordPage } from './search/record-sort';
export { exportRecords } from './record-export';
