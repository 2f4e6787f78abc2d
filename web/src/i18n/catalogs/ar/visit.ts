import type { Translation } from '../catalog';
import type { visit as english } from '../en/visit';

export const visit = {
  'visit.language': 'اللغة',
  'visit.pois': 'نقاط الاهتمام',
  'visit.news': 'الأخبار',
  'visit.empty': 'لم يُنشر شيء بعد.',
  'visit.back': 'كل نقاط الاهتمام',
  'visit.images': 'الصور',
  'visit.audio': 'الدليل الصوتي',
  'visit.map': 'الخريطة',
  'visit.openMap': 'افتح الخريطة',
  'visit.objects': 'القطع المعروضة',
  'visit.draft': 'مسودة (معاينة)',
  'visit.offline': 'أنت غير متصل: هذه النسخة المحفوظة على هذا الجهاز.',
  'visit.error': 'تعذّر تحميل محتوى المتحف. تحقّق من الاتصال وحاول مرة أخرى.',
  'visit.notFound.title': 'الصفحة غير موجودة',
  'visit.notFound.body': 'نقطة الاهتمام هذه غير منشورة أو غير موجودة.',
} as const satisfies Translation<typeof english>;
