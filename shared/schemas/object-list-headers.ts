import type { ConsoleLanguage } from '../preference-values';
import { OBJECT_LIST_COLUMNS, type ObjectListColumn } from './list-columns';
import { OBJECT_FIELD_LABELS } from './object-labels';

/**
 * The object list's columns a spreadsheet can hold (issue 29, "the list as shown"): every column a
 * user may choose but the Image (a picture, not a value) and the Action menu.
 */
export type ExportedListColumn = Exclude<ObjectListColumn, 'thumbnail' | 'actions'>;
export const EXPORTED_LIST_COLUMNS = OBJECT_LIST_COLUMNS.filter((c): c is ExportedListColumn => c !== 'thumbnail' && c !== 'actions');

/**
 * Each column's header in each console language, as the list shows it: the console's catalogs
 * (`objectForm.field.*`, `objects.columns.updatedAt`) and the export of the list as shown read
 * them here, so the file's headers are the list's own.
 */
export const OBJECT_LIST_HEADERS: Readonly<Record<ConsoleLanguage, Readonly<Record<ExportedListColumn, string>>>> = {
  en: {
    inventoryNumber: OBJECT_FIELD_LABELS.inventoryNumber,
    objectName: OBJECT_FIELD_LABELS.objectName,
    objectTitle: OBJECT_FIELD_LABELS.objectTitle,
    classification: OBJECT_FIELD_LABELS.classification,
    category: OBJECT_FIELD_LABELS.category,
    location: OBJECT_FIELD_LABELS.location,
    locationArea: OBJECT_FIELD_LABELS.locationArea,
    registrationDate: OBJECT_FIELD_LABELS.registrationDate,
    quantity: OBJECT_FIELD_LABELS.quantity,
    updatedAt: 'Last Change',
  },
  ar: {
    inventoryNumber: 'رقم الجرد',
    objectName: 'اسم القطعة',
    objectTitle: 'عنوان القطعة',
    classification: 'التصنيف',
    category: 'الفئة',
    location: 'الموقع',
    locationArea: 'منطقة الموقع',
    registrationDate: 'تاريخ التسجيل',
    quantity: 'الكمية',
    updatedAt: 'آخر تغيير',
  },
};
