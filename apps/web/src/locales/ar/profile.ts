import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const profile: TranslationShape<Translation['profile']> = {
  title: 'الملف الشخصي',
  subtitle: 'كلمة المرور والصورة والاسم وطريقة عرض البوابة لك.',
  tabs: { label: 'أقسام الملف الشخصي', password: 'كلمة المرور', settings: 'الإعدادات' },
  password: {
    heading: 'تغيير كلمة المرور',
    intro: 'عند تغيير كلمة المرور، يتم تسجيل خروج جلساتك الأخرى. تبقى مسجلاً الدخول هنا.',
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    hint: '8 أحرف على الأقل.',
    submit: 'تغيير كلمة المرور',
  },
  avatar: {
    heading: 'الصورة الرمزية',
    alt: 'صورتك الرمزية',
    upload: 'رفع صورة',
    replace: 'استبدال الصورة',
    remove: 'إزالة الصورة',
    uploading: 'جارٍ رفع صورتك',
    removeTitle: 'إزالة صورتك؟',
    removeText: 'يظهر الحرف الأول من اسمك مكانها حتى ترفع صورة أخرى.',
    saved: 'تم تحديث صورتك.',
    removed: 'تمت إزالة صورتك.',
  },
  name: {
    heading: 'الاسم',
    label: 'اسمك',
    email: 'البريد الإلكتروني',
    submit: 'حفظ الاسم',
    saved: 'تم حفظ اسمك.',
  },
  preferences: {
    heading: 'الواجهة',
    intro: 'تُحفظ هذه الخيارات في هذا المتصفح.',
  },
  detail: {
    notFoundTitle: 'الصفحة غير موجودة',
    notFound: 'لا توجد صفحة كهذه في ملفك الشخصي.',
  },
  actions: { backToList: 'العودة إلى ملفك الشخصي' },
};
