import type { Translation } from '../en';
import type { TranslationShape } from '../types';
export const consultants: TranslationShape<Translation['consultants']> = {
  title: 'المستشارون',
  createTitle: 'مستشار جديد',
  editTitle: 'تعديل {{name}}',
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    job_title: 'المسمى الوظيفي',
    photo: 'الصورة',
    bio: 'نبذة قصيرة',
    active: 'الحالة',
    user_id: 'مستخدم البوابة',
    created_at: 'تاريخ الإنشاء',
    updated_at: 'آخر تحديث',
  },
  status: { active: 'نشط', inactive: 'غير نشط' },
  list: {
    gridLabel: 'المستشارون',
    search: 'بحث',
    searchHint: 'الاسم أو البريد الإلكتروني أو المسمى الوظيفي',
    filters: 'تصفية المستشارين',
    loadError: 'تعذر تحميل المستشارين.',
  },
  form: {
    profile: 'الملف الشخصي',
    about: 'نبذة',
    noUser: 'غير مرتبط',
    userHint: 'أحد موظفي هذا الموقع وهو هذا المستشار.',
    bioHint: 'تظهر في إعلانات الوظائف.',
  },
  detail: {
    actions: 'إجراءات المستشار',
    details: 'التفاصيل',
    bio: 'النبذة',
    noBio: 'لا توجد نبذة بعد.',
    jobs: 'الوظائف المنشورة التي تعرض هذا المستشار',
    noJobs: 'لا توجد وظيفة منشورة تعرض هذا المستشار.',
    atBy: '{{date}} بواسطة {{name}}',
    notFoundTitle: 'المستشار غير موجود',
    notFound: 'هذا المستشار غير موجود أو ينتمي إلى موقع آخر.',
    photoAlt: 'صورة {{name}}',
  },
  actions: {
    create: 'مستشار جديد',
    edit: 'تعديل',
    save: 'حفظ',
    delete: 'حذف',
    activate: 'تفعيل',
    deactivate: 'إلغاء التفعيل',
    backToList: 'العودة إلى المستشارين',
  },
  confirm: {
    deleteTitle: 'هل تريد حذف هذا المستشار؟',
    deleteDescription: 'سيتم حذف {{name}} نهائيًا. لا يمكن حذف مستشار يظهر في وظيفة منشورة. اكتب الاسم للتأكيد.',
    deactivateTitle: 'إلغاء التفعيل؟',
    deactivateOne: 'لن يُعرض {{name}} بعد الآن لإعلانات الوظائف الجديدة.',
    deactivateMany_zero:
      'هل تريد إلغاء تفعيل المستشارين المحددين ({{count, number}})؟ لن يُعرضوا لإعلانات الوظائف الجديدة.',
    deactivateMany_one:
      'هل تريد إلغاء تفعيل المستشارين المحددين ({{count, number}})؟ لن يُعرضوا لإعلانات الوظائف الجديدة.',
    deactivateMany_two:
      'هل تريد إلغاء تفعيل المستشارين المحددين ({{count, number}})؟ لن يُعرضوا لإعلانات الوظائف الجديدة.',
    deactivateMany_few:
      'هل تريد إلغاء تفعيل المستشارين المحددين ({{count, number}})؟ لن يُعرضوا لإعلانات الوظائف الجديدة.',
    deactivateMany_many:
      'هل تريد إلغاء تفعيل المستشارين المحددين ({{count, number}})؟ لن يُعرضوا لإعلانات الوظائف الجديدة.',
    deactivateMany_other:
      'هل تريد إلغاء تفعيل المستشارين المحددين ({{count, number}})؟ لن يُعرضوا لإعلانات الوظائف الجديدة.',
  },
  notifications: {
    created: 'تم إنشاء المستشار.',
    updated: 'تم تحديث المستشار.',
    deleted: 'تم حذف {{name}}.',
    activated: 'تم تفعيل المستشار.',
    activatedMany: 'المستشارون المفعّلون: {{count}}.',
    deactivated: 'تم إلغاء تفعيل المستشار.',
    deactivatedMany: 'المستشارون الذين أُلغي تفعيلهم: {{count}}.',
  },
};
