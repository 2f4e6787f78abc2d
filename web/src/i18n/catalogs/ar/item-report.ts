import type { Translation } from '../catalog';
import type { itemReport as english } from '../en/item-report';

export const itemReport = {
  'itemReport.heading': 'تقرير القطعة',
  'itemReport.section.overview': 'نظرة عامة على القطعة',
  'itemReport.section.location': 'الموقع',
  'itemReport.section.description': 'الوصف',
  'itemReport.section.origin': 'المنشأ',
  'itemReport.section.car': 'تفاصيل السيارة',
  'itemReport.section.book': 'تفاصيل الكتاب',
  'itemReport.section.media': 'الوسائط',
  'itemReport.images': 'الصور',
  'itemReport.weight': 'الوزن (كغ)',
  'itemReport.action': 'تقرير القطعة',
  'itemReport.actionSelected': 'تقارير القطع المختارة',
  'itemReport.building': 'جارٍ إعداد تقرير {inventoryNumber}',
  'itemReport.loading': 'جارٍ تحميل القطعة',
  'itemReport.ready': 'تم تنزيل {fileName}',
  'itemReport.failed': 'تعذر إعداد التقرير',
  'itemReport.again': 'التنزيل مرة أخرى',
  'itemReport.none': 'اختر القطع في قائمة القطع ثم تقرير القطعة: لكل قطعة ملف PDF خاص بها.',
  'itemReport.files': 'ملف PDF لكل قطعة',
} as const satisfies Translation<typeof english>;
