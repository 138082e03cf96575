import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const files: TranslationShape<Translation['files']> = {
  hint: 'أنواع الملفات المسموح بها: {{types}}. الحجم الأقصى: {{mb}} ميغابايت.',
  pixelsHint: 'الصور حتى {{mp}} ميغابكسل.',
  choose: 'اختيار ملف',
  replace: 'استبدال',
  remove: 'إزالة',
  cancel: 'إلغاء الرفع',
  current: 'الملف الحالي',
  progress: 'جارٍ رفع {{label}}',
  preview: 'معاينة {{label}}',
  imageError: 'خطأ في الصورة.',
  cropTitle: 'قص الصورة',
  cropDescription:
    'يعرض هذا الحقل الصور بنسبة {{ratio}}؛ صورتك {{width}} × {{height}} بكسل. اختر الجزء الذي تريد الاحتفاظ به، أو ارفعها كما هي.',
  cropPreview: 'جزء الصورة الذي يُحتفظ به',
  cropFromLeft: 'الموضع من اليسار',
  cropFromTop: 'الموضع من الأعلى',
  cropKept: 'المحفوظ: {{width}} × {{height}} بكسل.',
  cropKeep: 'رفعها كما هي',
  crop: 'قص ورفع',
  tooLarge: 'يجب ألا يتجاوز حجم الملف {{mb}} ميغابايت.',
  wrongType: 'يجب أن يكون الملف من النوع: {{types}}.',
  tooManyPixels: 'يجب ألا تتجاوز الصورة {{mp}} ميغابكسل.',
  download: 'تنزيل',
  notShownInPage: 'لا يمكن عرض هذا النوع من الملفات في الصفحة: نزّله لقراءته.',
};
