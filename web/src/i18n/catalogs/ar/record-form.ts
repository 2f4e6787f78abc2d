import type { Translation } from '../catalog';
import type { recordForm as english } from '../en/record-form';

export const recordForm = {
  'recordForm.object': 'القطعة',
  'recordForm.objectDetails': 'تفاصيل القطعة',
  'recordForm.picker.placeholder': 'ابحث عن القطعة برقم الجرد',
  'recordForm.picker.typeMore': 'اكتب {count} أحرف على الأقل',
  'recordForm.picker.none': 'لم يُعثر على قطعة',
  'recordForm.picker.loading': 'جارٍ البحث عن القطع',
  'recordForm.picker.failed': 'تعذّر البحث عن القطع',
  'recordForm.picker.clear': 'مسح',
  'recordForm.picker.loadingObject': 'جارٍ تحميل تفاصيل القطعة',
  'recordForm.hijriDate': 'التاريخ الهجري',
  'recordForm.none': 'لا شيء',
  'recordForm.placeLeft.hint': 'يؤخذ من القطعة عند حفظ النقل.',
  'recordForm.placeReached.hint': 'ستكون القطعة هنا تمامًا: تُمسح المستويات المتروكة فارغة.',
  'recordForm.reportId.fill': 'توليد',
  'recordForm.files.choose': 'اختر المستندات',
  'recordForm.files.uploading': 'جارٍ الرفع',
  'recordForm.files.tooMany': '{max} ملفًا على الأكثر.',
  'recordForm.insurance.addTitle': 'إضافة استمارة تأمين',
  'recordForm.insurance.updateTitle': 'تحديث استمارة تأمين',
  'recordForm.saved.goToList': 'الانتقال إلى القائمة',
  'recordForm.saved.addAnother': 'إضافة سجل آخر',
} as const satisfies Translation<typeof english>;
