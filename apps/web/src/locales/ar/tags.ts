import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const tags: TranslationShape<Translation['tags']> = {
  label: 'الوسوم',
  placeholder: 'ابحث عن وسم أو أضف وسمًا',
  create: 'إنشاء «{{name}}»',
  searching: 'جارٍ البحث…',
  limit: '{{max}} وسمًا على الأكثر.',
  loadError: 'تعذّر تحميل الوسوم.',
};
