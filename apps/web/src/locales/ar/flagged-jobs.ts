import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const flaggedJobs: TranslationShape<Translation['flaggedJobs']> = {
  title: 'الوظائف المُبلَّغ عنها',
  subtitle: 'وظائف أبلغ عنها المرشحون. ارفض البلاغات، أو أخفِ الوظيفة أو أنهِها.',
  fields: {
    title: 'الوظيفة',
    employer: 'صاحب العمل',
    reason: 'السبب',
    reported_at: 'تاريخ البلاغ',
    comments: 'تعليقات إضافية',
    reports_count: 'البلاغات',
  },
  reasons: {
    spam: 'رسائل مزعجة أو احتيال',
    misleading: 'مضللة أو غير دقيقة',
    discriminatory: 'تمييزية',
    expired: 'لم تعد متاحة',
    offensive: 'محتوى مسيء',
    other: 'أخرى',
  },
  list: {
    gridLabel: 'الوظائف المُبلَّغ عنها',
    search: 'بحث',
    filters: 'تصفية الوظائف المُبلَّغ عنها',
    loadError: 'تعذّر تحميل الوظائف المُبلَّغ عنها.',
    openReports: 'البلاغات: {{count}}',
  },
  detail: {
    title: 'البلاغات المفتوحة ({{count}}):',
    reports: 'البلاغات المفتوحة',
    noComments: 'لا توجد تعليقات.',
    notFoundTitle: 'الوظيفة المُبلَّغ عنها غير موجودة',
    notFound: 'لا توجد بلاغات مفتوحة لهذه الوظيفة، أو أنها تتبع موقعًا آخر.',
  },
  actions: { dismiss: 'رفض البلاغات', unlist: 'إخفاء', expire: 'إنهاء', backToList: 'العودة إلى الوظائف المُبلَّغ عنها' },
  confirm: {
    dismissTitle: 'رفض البلاغات؟',
    dismissOne: 'ستُغلق كل البلاغات المفتوحة عن {{name}}؛ وتبقى الوظيفة كما هي.',
    dismissMany: 'ستُغلق كل البلاغات المفتوحة عن الوظائف المحددة ({{count}})؛ وتبقى الوظائف كما هي.',
    unlistTitle: 'إخفاء هذه الوظيفة؟',
    unlist: 'ستُخفى {{name}} عن المرشحين حتى يُعاد نشرها.',
    expireTitle: 'إنهاء هذه الوظيفة؟',
    expire: 'ستنتهي {{name}} الآن ولا يمكن نشرها مجددًا. اكتب العنوان للتأكيد.',
  },
  notifications: {
    dismissed: 'تم رفض البلاغات.',
    dismissedMany: 'تم رفض البلاغات عن {{count}} وظائف.',
    unlisted: 'تم إخفاء الوظيفة.',
    expired: 'تم إنهاء الوظيفة.',
  },
};
