import type { Translation } from '../catalog';
import type { common as english } from '../en/common';

export const common = {
  'common.productName': 'إدارة مقتنيات المتحف',
  'common.loading': 'جارٍ التحميل',
  'common.back': 'رجوع',
  'common.save': 'حفظ',
  'common.cancel': 'إلغاء',
  'common.delete': 'حذف',
  'common.add': 'إضافة',
  'common.addNew': 'إضافة جديد',
  'common.update': 'تحديث',
  'common.actions': 'الإجراءات',
  'common.search': 'بحث',
  'common.yes': 'نعم',
  'common.no': 'لا',
  'common.ok': 'موافق',
  'common.close': 'إغلاق',
  'common.missingValue': '-',
  'common.noData': 'لا توجد بيانات',
  'common.confirmDelete': 'هل أنت متأكد من الحذف؟',
  'common.deleteCount':
    '{count, plural, zero {سيُحذف # عنصر:} one {سيُحذف عنصر واحد:} two {سيُحذف عنصران:} few {ستُحذف # عناصر:} many {سيُحذف # عنصرًا:} other {سيُحذف # عنصر:}}',
  'common.deleteMore': 'و{count} غيرها',
  'common.noPermission': 'ليس لديك صلاحية للقيام بهذا الإجراء.',

  'common.paging.range':
    '{from}-{to} من {total, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  'common.paging.pageSize': 'حجم الصفحة',
  'common.paging.itemsPerPage': '{size} عنصر في الصفحة',
  'common.paging.preferences': 'التفضيلات',
  'common.table.selectRow': 'تحديد {name}',
  'common.table.selectAll': 'تحديد كل الصفوف',

  'notice.successTitle': 'تم بنجاح',
  'notice.userDetailsUpdated': 'تم تحديث بيانات المستخدم بنجاح!',
  'notice.userSaved': 'تم حفظ المستخدم!',
  'notice.permissionsSaved': 'تم حفظ صلاحيات المستخدم!',
  'notice.dataSaved': 'تم حفظ البيانات بنجاح',
  'notice.dataDeleted': 'تم حذف البيانات بنجاح',
  'notice.dismiss': 'إغلاق الإشعار',

  'error.title': 'خطأ',
  'error.logId': 'معرّف السجل: {logIdentifier}',
  'error.validation': 'خطأ في التحقق',
  'error.conflict': 'خطأ تعارض',
  'error.notFound': 'خطأ: غير موجود',
  'error.forbidden': 'خطأ: غير مسموح',
  'error.unauthorized': 'خطأ: غير مصرّح',
  'error.payloadTooLarge': 'خطأ: حجم الطلب كبير جدًا',
  'error.tooManyRequests': 'خطأ: طلبات كثيرة جدًا',
  'error.internalServer': 'خطأ داخلي في الخادم',

  'validation.required': '{column} مطلوب.',
  'validation.bidi': 'لا يمكن أن تحتوي الأسماء على محارف التحكم في اتجاه النص.',
  'validation.version': 'أرسل إصدار السجل الذي قرأته (version).',
} as const satisfies Translation<typeof english>;
