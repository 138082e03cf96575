import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const confirm: TranslationShape<Translation['confirm']> = {
  cancel: 'إلغاء',
  typedPrompt: 'للتأكيد، اكتب <strong>{{label}}</strong> أدناه.',
  /** The typed field's label names what is typed (decision 0067). */
  typedInput: { name: 'اكتب الاسم للتأكيد', title: 'اكتب العنوان للتأكيد', label: 'اكتب تسمية الزر للتأكيد' },
  leaveTitle: 'هل تريد مغادرة هذه الصفحة؟',
  leaveDescription: 'لم تُحفظ تغييراتك وستُفقد.',
  leave: 'مغادرة',
};
