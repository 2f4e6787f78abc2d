/**
 * What a record's form calls besides a record's read, loaded as one chunk on the first of them
 * rather than at a cold start: the saves with the write rules they bring (use counts, tallies,
 * places, search terms), the next report id and the upload presign; and a list sorted by a column.
 * One chunk: a second lazy chunk would split the cold start's shared chunks (1 KB more gzip each
 * record function, measured), past the 80 KB budget.
 */
export { presignUpload } from '../../lib/uploads';
export { nextReportId } from './report-ids';
export { createRecord, deleteRecords, updateRecord } from './service';
export { sortedRecordPage } from './search/record-sort';
