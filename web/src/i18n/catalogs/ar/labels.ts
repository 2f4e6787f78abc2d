import type { Translation } from '../catalog';
import type { labels as english } from '../en/labels';

export const labels = {
  'labels.action': 'طباعة الملصقات',
  'labels.modal.title': 'طباعة الملصقات',
  'labels.modal.count': '{count, plural, one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}',
  'labels.kind': 'نوع الملصق',
  'labels.kind.object': 'ملصقات القطع',
  'labels.kind.object.description': 'رقم الجرد والاسم ورمز شريطي للرقم، للمخزن.',
  'labels.kind.wall': 'ملصقات الجدار',
  'labels.kind.wall.description': 'العنوان والعنوان الفرعي ورمز QR لنقطة الاهتمام الخاصة بالقطعة، لقاعة العرض.',
  'labels.sheet': 'ورقة الملصقات (A4)',
  'labels.sheet.option': '{sheet}: {count} في الورقة، {width} × {height} مم',
  'labels.print': 'طباعة',
  'labels.cancel': 'إلغاء',
  'labels.building': 'جارٍ إعداد {count, plural, one {ملصق واحد} two {ملصقين} few {# ملصقات} many {# ملصقًا} other {# ملصق}}…',
  'labels.ready': 'تم تنزيل {fileName}',
  'labels.failed': 'تعذر إعداد الملصقات',
  'labels.pdfTitle': 'الملصقات',
  'labels.scan': 'امسح لمعرفة المزيد',
} as const satisfies Translation<typeof english>;
