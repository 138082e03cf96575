import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const confirm: TranslationShape<Translation['confirm']> = {
  cancel: 'إلغاء',
  typedPrompt: 'للتأكيد، اكتب <strong>{{label}}</strong> أدناه.',
  typedInputLabel: 'اكتب الاسم للتأكيد',
  leaveTitle: 'هل تريد مغادرة هذه الصفحة؟',
  leaveDescription: 'لم تُحفظ تغييراتك وستُفقد.',
  leave: 'مغادرة',
};
