import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const richText: TranslationShape<Translation['richText']> = {
  toolbar: 'تنسيق النص',
  bold: 'غامق',
  italic: 'مائل',
  heading: 'عنوان',
  subheading: 'عنوان فرعي',
  bulletList: 'قائمة نقطية',
  link: 'رابط',
  removeLink: 'إزالة الرابط',
  undo: 'تراجع',
  redo: 'إعادة',
  withShortcut: '{{label}} ({{keys}})',
  loading: 'جارٍ تحميل المحرر…',
  linkDialog: {
    title: 'رابط',
    address: 'عنوان الرابط',
    hint: 'عنوان ويب (https://…) أو عنوان بريد إلكتروني.',
    invalid: 'أدخل عنوان ويب يبدأ بـ https:// أو http://، أو عنوان بريد إلكتروني.',
    apply: 'تطبيق',
    cancel: 'إلغاء',
  },
};
