import { RECORD_IMAGE_LIST_MAX, type RecordField } from '../record-type';
import type { UploadFolder } from '../../upload-kinds';

/** The field kit the declarations of this folder are written with. */
export const text = (name: string, label: string): RecordField => ({ name, kind: 'text', label });
export const longText = (name: string, label: string): RecordField => ({ name, kind: 'longText', label });
export const number = (name: string, label: string, unit?: string): RecordField => ({ name, kind: 'number', label, ...(unit ? { unit } : {}) });
export const date = (name: string, label: string): RecordField => ({ name, kind: 'date', label });
export const ref = (name: string, label: string, dropdownType = name): RecordField => ({ name, kind: 'ref', label, dropdownType });
export const images = (folder: UploadFolder, max = RECORD_IMAGE_LIST_MAX): RecordField => ({ name: 'imageList', kind: 'images', label: 'Images', folder, max });
export const reportIdField: RecordField = { name: 'reportId', kind: 'text', label: 'Report ID' };
export const REPORT_ID_REQUIRED = 'Report ID field is required';
