import type { CoreTranslation } from '../en';
import type { TranslationShape } from '../types';
import { confirm } from './confirm';
import { employers } from './employers';
import { exportsText } from './exports';
import { files } from './files';
import { richText } from './rich-text';
import { tags } from './tags';
import { wizard } from './wizard';
import { closeLabel, languageLabels, messages, signIn, themeLabels } from './login';

export const ar: TranslationShape<CoreTranslation> = {
  common: {
    loading: 'جارٍ التحميل…',
    close: closeLabel,
    retry: 'إعادة المحاولة',
    backHome: 'العودة إلى الصفحة الرئيسية',
    logoAlt: 'شعار {{title}}',
    defaultTitle: 'البوابة',
  },
  auth: {
    login: signIn,
    forgotPassword: {
      title: 'نسيت كلمة المرور؟',
      subtitle: 'أدخل بريدك الإلكتروني وسنرسل إليك تعليمات إعادة تعيين كلمة المرور.',
      email: 'البريد الإلكتروني',
      submit: 'إرسال رابط إعادة التعيين',
      backToLogin: 'العودة إلى تسجيل الدخول',
    },
    resetPassword: {
      title: 'إعادة تعيين كلمة المرور',
      subtitle: 'اختر كلمة مرور جديدة لا تقل عن 8 أحرف.',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      passwordConfirmation: 'تأكيد كلمة المرور',
      submit: 'حفظ كلمة المرور الجديدة',
      backToLogin: 'العودة إلى تسجيل الدخول',
      requestNewLink: 'طلب رابط جديد',
    },
    acceptInvitation: {
      title: 'قبول الدعوة',
      invited: 'أنت مدعو للانضمام إلى {{employer}} بدور {{role}}.',
      sentTo: 'أُرسلت الدعوة إلى',
      choosePassword: 'أدخل اسمك واختر كلمة مرور لا تقل عن 8 أحرف لتسجيل الدخول بها.',
      existingAccount: 'ستسجّل الدخول بكلمة مرور حسابك الحالي.',
      name: 'الاسم',
      password: 'كلمة المرور',
      passwordConfirmation: 'تأكيد كلمة المرور',
      submit: 'قبول الدعوة',
      signIn: 'الانتقال إلى تسجيل الدخول',
    },
    userMenu: {
      label: 'قائمة الحساب',
      logout: 'تسجيل الخروج',
      stopImpersonating: 'إيقاف انتحال الهوية',
      impersonating: 'مسجل الدخول باسم {{name}} نيابة عن {{impersonator}}',
    },
  },
  nav: {
    label: 'التنقل الرئيسي',
    open: 'فتح قائمة التنقل',
    close: 'إغلاق قائمة التنقل',
    collapse: 'طي قائمة التنقل',
    expand: 'توسيع قائمة التنقل',
    dashboard: 'لوحة التحكم',
    employers: 'أصحاب العمل',
    jobs: 'الوظائف',
    postJob: 'نشر وظيفة',
    consultants: 'المستشارون',
    credits: 'الرصيد',
    settings: 'الإعدادات',
  },
  layout: {
    scope: {
      label: 'تبديل الحساب والموقع',
      menu: 'الحسابات والمواقع',
      current: '{{account}} / {{site}}',
      none: 'لم يتم تحديد موقع',
    },
    theme: themeLabels,
    language: languageLabels,
    customizer: {
      label: 'إعدادات التخطيط',
      title: 'التخطيط',
      navigation: 'التنقل',
      vertical: 'عمودي',
      horizontal: 'أفقي',
      contentWidth: 'عرض المحتوى',
      boxed: 'محدود',
      wide: 'عريض',
    },
    scrollTop: 'العودة إلى الأعلى',
    footer: '© {{year}} {{title}}',
  },
  dashboard: {
    title: 'لوحة التحكم',
    subtitle: '{{account}} · {{site}}',
    overview: 'نظرة عامة على الموقع',
    creditSales: {
      title: 'مبيعات الرصيد',
      sold: 'الرصيد المبيع',
      revenue: 'إيرادات الرصيد',
      testRevenue: 'أموال تجريبية (مدفوعات البيئة التجريبية، ليست إيرادات حقيقية)',
    },
    counts: {
      employers: 'أصحاب العمل',
      employers_on_hold: 'أصحاب العمل قيد الانتظار',
      employers_active: 'أصحاب العمل النشطون',
      employers_disabled: 'أصحاب العمل المعطلون',
      employer_live_jobs: 'الوظائف المنشورة لصاحب العمل',
      employer_users: 'مستخدمو صاحب العمل',
      jobs: 'الوظائف',
      jobs_on_hold: 'الوظائف قيد الانتظار',
      flagged_jobs: 'الوظائف المبلغ عنها',
      applications: 'الطلبات',
      seekers: 'المرشحون',
      consultants: 'المستشارون',
      credits: 'الرصيد',
      notifications: 'الإشعارات',
      users: 'المستخدمون',
    },
  },
  errors: {
    notFound: {
      title: 'الصفحة غير موجودة',
      description: 'لم نتمكن من العثور على الصفحة التي تبحث عنها.',
    },
    init: { title: 'تعذر تشغيل البوابة' },
    route: { title: 'حدث خطأ ما', reload: 'إعادة تحميل الصفحة' },
  },
  snackbar: {
    types: { success: 'نجاح', info: 'معلومة', warning: 'تحذير', error: 'خطأ' },
  },
  messages,
  confirm,
  list: {
    all: 'الكل',
    selectRow: 'تحديد الصف',
    selectAll: 'تحديد كل الصفوف',
    selected: 'المحدد: {{count}}',
    perPage: 'صفوف في الصفحة:',
    displayed: '{{from}}–{{to}} من {{count}}',
    pager: {
      first: 'الصفحة الأولى',
      last: 'الصفحة الأخيرة',
      next: 'الصفحة التالية',
      previous: 'الصفحة السابقة',
    },
    columns: { button: 'الأعمدة', unnamed: 'عمود بلا عنوان' },
    export: 'تصدير CSV',
    exportStarted: 'بدأ التصدير — سنرسل إليك رابطًا بالبريد الإلكتروني عندما يصبح جاهزًا.',
  },
  employers,
  exports: exportsText,
  files,
  richText,
  tags,
  wizard,
};
