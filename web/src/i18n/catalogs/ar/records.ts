import type { Translation } from '../catalog';
import type { records as english } from '../en/records';

export const records = {
  'records.list.search': 'بحث',
  'records.list.loading': 'جارٍ تحميل السجلات',
  'records.list.empty': 'لا توجد سجلات',
  'records.list.selection': 'اختيار السجلات',
  'records.list.selectAll': 'اختيار كل السجلات في هذه الصفحة',
  'records.list.any': 'الكل',
  'records.list.exportSelected': 'تصدير {count, plural, one {السجل المختار} two {السجلين المختارين} few {# سجلات مختارة} many {# سجلًا مختارًا} other {# سجل مختار}}',
  'records.list.exportAll': 'تصدير كل السجلات',
  'records.list.exportTooMany': 'اختر {max} سجل على الأكثر لتصديرها، أو ألغِ الاختيار لتصدير الكل.',

  'records.object.title': 'السجلات',
  'records.object.add': 'إضافة',
  'records.object.none': 'لا يوجد',
  'records.object.loading': 'جارٍ تحميل السجلات',
  'records.object.movedTo': 'إلى {location}',
} as const satisfies Translation<typeof english>;
