import type { Translation } from '../catalog';
import type { spreadsheetExports as english } from '../en/exports';

export const spreadsheetExports = {
  'exports.title': 'تصدير',
  'exports.preparing': 'جارٍ تجهيز الملف',
  'exports.progress': '{processed, number} من {total, number} سجل',
  'exports.done': 'الملف جاهز: بدأ تنزيله.',
  'exports.downloadAgain': 'التنزيل مرة أخرى',
  'exports.columns.list': 'أعمدة القائمة',
  'exports.columns.all': 'كل الأعمدة (تُستورد من جديد)',
  'exports.failed': 'تعذر التصدير.',
} as const satisfies Translation<typeof english>;
