import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const exportsText: TranslationShape<Translation['exports']> = {
  title: 'التصدير',
  status: {
    pending: 'جارٍ تجهيز ملف التصدير…',
    done: 'ملف التصدير جاهز.',
    failed: 'فشل التصدير.',
  },
  requested: 'طُلب في {{date}}',
  rows: 'عدد الصفوف: {{rows}}',
  download: 'تنزيل CSV',
  pendingHint: 'تتحدث هذه الصفحة تلقائيًا عندما يصبح الملف جاهزًا.',
  failedHint: 'يرجى بدء تصدير جديد من القائمة.',
  notFound: 'ملف التصدير هذا غير موجود أو طلبه شخص آخر.',
};
