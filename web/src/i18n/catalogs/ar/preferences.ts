import type { Translation } from '../catalog';
import type { preferences as english } from '../en/preferences';

export const preferences = {
  'preferences.header': 'تفضيلات وحدة التحكم',
  'preferences.description': 'كيف تظهر لك وحدة التحكم، على أي جهاز تسجّل الدخول منه.',
  'preferences.language': 'اللغة',
  'preferences.language.en': 'English',
  'preferences.language.ar': 'العربية',
  'preferences.calendar': 'التقويم',
  'preferences.calendar.description': 'تقويم التواريخ التي تعرضها وحدة التحكم.',
  'preferences.calendar.gregory': 'الميلادي',
  'preferences.calendar.islamic-umalqura': 'الهجري (أم القرى)',
  'preferences.mode': 'المظهر',
  'preferences.mode.light': 'فاتح',
  'preferences.mode.dark': 'داكن',
  'preferences.density': 'الكثافة',
  'preferences.density.comfortable': 'مريحة',
  'preferences.density.compact': 'مضغوطة',
  'preferences.validation.language': 'اختر لغة وحدة التحكم: en أو ar.',
  'preferences.validation.calendar': 'اختر التقويم: gregory أو islamic-umalqura.',
  'preferences.validation.mode': 'اختر المظهر: light أو dark.',
  'preferences.validation.density': 'اختر الكثافة: comfortable أو compact.',
} as const satisfies Translation<typeof english>;
