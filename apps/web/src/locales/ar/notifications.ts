import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const notifications: TranslationShape<Translation['notifications']> = {
  title: 'الإشعارات',
  subtitle: 'ما حدث في مواقعك ويعنيك.',
  bell: 'الإشعارات',
  bellUnread: 'الإشعارات، غير المقروءة: {{count}}',
  latest: 'أحدث الإشعارات',
  viewAll: 'عرض الكل',
  markAllRead: 'تعليم الكل كمقروء',
  markRead: 'تعليم كمقروء',
  markUnread: 'تعليم كغير مقروء',
  delete: 'حذف',
  open: 'فتح',
  unread: 'غير المقروءة',
  all: 'الكل',
  show: 'عرض',
  arrived: 'إشعار جديد: {{subject}}',
  deleteTitle: 'حذف هذا الإشعار؟',
  deleteText: 'سيُزال «{{subject}}» من إشعاراتك.',
  deleted: 'تم حذف الإشعار.',
  allRead: 'تم تعليم كل الإشعارات كمقروءة.',
  kinds: {
    application_received: {
      subject: 'طلب جديد لوظيفة {{job_title}}',
      content: 'تقدّم {{candidate}} لوظيفة {{job_title}}.',
    },
    job_on_hold: {
      subject: 'وظيفة بانتظار الموافقة: {{job_title}}',
      content: 'الوظيفة {{job_title}} ({{employer}}) معلّقة حتى تتم الموافقة عليها.',
    },
    employer_on_hold: {
      subject: 'صاحب عمل بانتظار الموافقة: {{employer}}',
      content: 'تسجيل {{employer}} معلّق حتى تتم الموافقة عليه.',
    },
    job_flagged: {
      subject: 'وظيفة مُبلَّغ عنها: {{job_title}}',
      content: 'أبلغ مرشح عن {{job_title}}: {{reason}}.',
    },
    export_ready: {
      subject: 'التصدير جاهز: {{export_name}}',
      content: '{{row_count}} صفوف جاهزة للتنزيل.',
    },
    credits_bought: {
      subject: 'تم شراء {{quantity}} رصيد',
      content: 'أضيف {{quantity}} رصيد إلى الحساب.',
    },
  },
  reasons: {
    spam: 'رسائل مزعجة أو احتيال',
    misleading: 'مضلل أو غير دقيق',
    discriminatory: 'تمييزي',
    expired: 'لم تعد متاحة',
    offensive: 'محتوى مسيء',
    other: 'أخرى',
  },
};
