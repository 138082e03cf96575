import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const wizard: TranslationShape<Translation['wizard']> = {
  steps: 'الخطوات',
  progress: 'الخطوة {{current}} من {{total}}',
  where: 'الخطوة {{current}} من {{total}}: {{step}}',
  back: 'السابق',
  next: 'التالي',
  saveDraft: 'حفظ المسودة',
  draftSaved: 'تم حفظ المسودة.',
  loadFailed: 'تعذر تحميل المسودة.',
};
