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
  'itemReport.none': 'اختر القطع في قائمة القطع ثم تقرير القطعة: تقرير القطعة الواحدة ملف PDF خاص بها، وتقارير عدة قطع تأتي في ملف PDF واحد.',
  'itemReport.files': 'ملف PDF لكل قطعة',
  'itemReport.bookTitle': 'تقارير {count, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتين} few {# قطع} many {# قطعة} other {# قطعة}}',
  'itemReport.book': 'ملف PDF واحد {count, plural, zero {بلا قطع} one {لقطعة واحدة} two {لقطعتين} few {لـ# قطع} many {لـ# قطعة} other {لـ# قطعة}}',
  'itemReport.reading': 'جارٍ قراءة القطع: {read, number} من {total, number}',
  'itemReport.bookBuilding': 'جارٍ إعداد ملف PDF واحد {count, plural, zero {بلا قطع} one {لقطعة واحدة} two {لقطعتين} few {لـ# قطع} many {لـ# قطعة} other {لـ# قطعة}}',
  'itemReport.tooMany': 'يتسع ملف PDF الواحد لتقارير {max, number} قطعة على الأكثر، وهذا الطلب يشمل {count, number}. حدد في قائمة القطع {max, number} قطعة منها على الأكثر، ثم تقرير القطعة.',
} as const satisfies Translation<typeof english>;
