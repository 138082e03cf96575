import type { candidateView as en } from '../en/candidate-view';
import type { TranslationShape } from '../types';

export const candidateView: TranslationShape<typeof en> = {
  title: 'عرض المرشح',
  subtitle: 'ما يراه {{name}} على {{site}}. للقراءة فقط.',
  none: 'لا يوجد عرض مرشح مفتوح.',
  ended: 'انتهى عرض المرشح هذا.',
  profile: 'الملف الشخصي',
  applications: 'الطلبات',
  fields: {
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    status: 'الحالة',
    visaType: 'نوع التأشيرة',
    desiredWorkType: 'نوع العمل المطلوب',
    job: 'الوظيفة',
    employer: 'صاحب العمل',
    applied: 'تاريخ التقديم',
  },
  seekerStatus: { pending: 'قيد الانتظار', active: 'نشط', disabled: 'معطّل' },
  applicationStatus: {
    applied: 'تم التقديم',
    registered: 'مسجّل',
    new: 'جديد',
    invited: 'مدعو',
    screening: 'قيد الفرز',
    shortlisted: 'في القائمة المختصرة',
    interviewed: 'تمت المقابلة',
    offered: 'تم تقديم عرض',
    unsuccessful: 'غير مقبول',
    withdrawn: 'منسحب',
  },
};
