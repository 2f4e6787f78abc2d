/**
 * What a record's form calls besides a record's read, loaded as one chunk on the first of them
 * rather than at a cold start: the saves with the write rules they bring (use counts, tallies,
 * places, search terms), the next report id and the upload presign.
 */
export { presignUpload } from '../../lib/uploads';
export { nextReportId } from './report-ids';
export { createRecord, deleteRecords, updateRecord } from './service';
