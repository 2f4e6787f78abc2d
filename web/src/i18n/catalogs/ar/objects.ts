import type { Translation } from '../catalog';
import type { objects as english } from '../en/objects';

export const objects = {
  'objects.list.header': 'القطع',
  'objects.list.search': 'البحث في القطع',
  'objects.list.clearSearch': 'مسح البحث',
  'objects.list.loading': 'جارٍ تحميل القطع',
  'objects.list.empty': 'لا توجد قطع',
  'objects.list.selection': 'تحديد القطع',
  'objects.list.selectAll': 'تحديد كل القطع في هذه الصفحة',
  'objects.list.rowActions': 'إجراءات {inventoryNumber}',
  'objects.list.action': 'الإجراء',
  'objects.list.page': 'عرض الصفحة',
  'objects.list.edit': 'تعديل',
  'objects.list.gaps': 'الفجوات',
  'objects.gaps.saved': 'نُزّل الملف gaps.txt',
  'objects.gaps.summary': '{missing, plural, one {رقم جرد واحد ناقص} two {رقما جرد ناقصان} few {# أرقام جرد ناقصة} many {# رقم جرد ناقصًا} other {# رقم جرد ناقص}} في {count, plural, one {سلسلة واحدة} two {سلسلتين} few {# سلاسل} many {# سلسلة} other {# سلسلة}}: {series}',
  'objects.gaps.none': 'لا فجوات: كل سلاسل الترقيم مكتملة.',
  'objects.list.export': 'تصدير',
  'objects.list.exportSelected': 'تصدير {count, plural, one {القطعة المحددة} two {القطعتين المحددتين} few {# قطع محددة} many {# قطعة محددة} other {# قطعة محددة}}',
  'objects.list.exportAll': 'تصدير كل القطع',
  'objects.list.exportTooMany': 'حدد {max} قطعة على الأكثر لتصديرها، أو ألغِ التحديد لتصدير الكل.',

  'objects.filters.button': 'عوامل التصفية',
  'objects.filters.applied': '{count, plural, zero {لا عوامل تصفية} one {عامل تصفية واحد مطبق} two {عاملا تصفية مطبقان} few {# عوامل تصفية مطبقة} many {# عامل تصفية مطبقًا} other {# عامل تصفية مطبق}}',
  'objects.filters.title': 'عوامل التصفية',
  'objects.filters.close': 'إغلاق عوامل التصفية',
  'objects.filters.any': 'الكل',
  'objects.filters.clear': 'مسح',
  'objects.filters.search': 'بحث',
  'objects.filters.startDate': 'تاريخ التسجيل من',
  'objects.filters.endDate': 'تاريخ التسجيل إلى',
} as const satisfies Translation<typeof english>;
