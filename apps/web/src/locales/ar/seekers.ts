import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const seekers: TranslationShape<Translation['seekers']> = {
  title: 'المرشحون',
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    profile_id: 'معرّف الملف',
    status: 'الحالة',
    visa_type: 'نوع التأشيرة',
    desired_work_type: 'نوع العمل المرغوب',
    applications_count: 'الطلبات',
    last_activity_at: 'آخر نشاط',
    created_at: 'تاريخ التسجيل',
    tag: 'وسم',
    tags: 'الوسوم',
  },
  status: { pending: 'قيد الانتظار', active: 'نشط', disabled: 'معطّل' },
  list: {
    gridLabel: 'المرشحون',
    search: 'بحث',
    searchHint: 'الاسم أو البريد الإلكتروني أو معرّف الملف',
    filters: 'تصفية المرشحين',
    loadError: 'تعذّر تحميل المرشحين.',
    activeFrom: 'آخر نشاط من',
    activeTo: 'آخر نشاط حتى',
  },
  tabs: {
    label: 'أقسام المرشح',
    profile: 'الملف',
    resume: 'السيرة الذاتية',
    documents: 'المستندات',
    activity: 'النشاط',
    applications: 'طلبات التوظيف',
  },
  resume: { none: 'لم يُعثر على سيرة ذاتية', viewer: 'السيرة الذاتية لـ {{name}}' },
  documents: { none: 'لا توجد مستندات.', size: '{{kb}} كيلوبايت' },
  activity: {
    none: 'لا يوجد نشاط بعد.',
    atBy: '{{date}} بواسطة {{name}}',
    bySeeker: 'المرشح',
    noStage: 'بلا مرحلة',
    kinds: {
      applied: 'تقدّم إلى {{job}}',
      status_changed: '{{job}}: الحالة {{from}} ← {{to}}',
      stage_changed: '{{job}}: المرحلة {{from}} ← {{to}}',
      enable: 'تم التفعيل',
      disable: 'تم التعطيل',
      tagged: 'تم تغيير الوسوم',
      password_reset_sent: 'أُرسل رابط إعادة تعيين كلمة المرور',
      visa_type_changed: 'نوع التأشيرة: {{from}} ← {{to}}',
      desired_work_type_changed: 'نوع العمل المرغوب: {{from}} ← {{to}}',
    },
  },
  applications: { job: 'الوظيفة', status: 'الحالة', stage: 'المرحلة', appliedAt: 'تاريخ التقديم' },
  detail: {
    actions: 'إجراءات المرشح',
    notFoundTitle: 'المرشح غير موجود',
    notFound: 'هذا المرشح أو هذه الصفحة غير موجودة أو تتبع موقعًا آخر.',
  },
  erased: 'ممحو',
  actions: {
    backToList: 'العودة إلى المرشحين',
    edit: 'تعديل',
    delete: 'حذف',
    enable: 'تفعيل',
    disable: 'تعطيل',
    resetPassword: 'إعادة تعيين كلمة المرور',
    exportData: 'تصدير البيانات',
    erase: 'محو البيانات',
  },
  confirm: {
    deleteTitle: 'حذف هذا المرشح؟',
    deleteDescription: 'سيُحذف {{name}} مع سيرته الذاتية ومستنداته وطلباته. لا يمكن التراجع عن ذلك. اكتب الاسم للتأكيد.',
    disableTitle: 'تعطيل نهائي؟',
    disableOne: 'لن يتمكن {{name}} من تسجيل الدخول أو التقديم، ولن يمكن تفعيله مجددًا أبدًا. اكتب الاسم للتأكيد.',
    disableMany_zero:
      'لن يتمكن المرشحون المحددون ({{count, number}}) من تسجيل الدخول أو التقديم، ولن يمكن تفعيلهم مجددًا أبدًا. اكتب عنوان الزر للتأكيد.',
    disableMany_one:
      'لن يتمكن المرشحون المحددون ({{count, number}}) من تسجيل الدخول أو التقديم، ولن يمكن تفعيلهم مجددًا أبدًا. اكتب عنوان الزر للتأكيد.',
    disableMany_two:
      'لن يتمكن المرشحون المحددون ({{count, number}}) من تسجيل الدخول أو التقديم، ولن يمكن تفعيلهم مجددًا أبدًا. اكتب عنوان الزر للتأكيد.',
    disableMany_few:
      'لن يتمكن المرشحون المحددون ({{count, number}}) من تسجيل الدخول أو التقديم، ولن يمكن تفعيلهم مجددًا أبدًا. اكتب عنوان الزر للتأكيد.',
    disableMany_many:
      'لن يتمكن المرشحون المحددون ({{count, number}}) من تسجيل الدخول أو التقديم، ولن يمكن تفعيلهم مجددًا أبدًا. اكتب عنوان الزر للتأكيد.',
    disableMany_other:
      'لن يتمكن المرشحون المحددون ({{count, number}}) من تسجيل الدخول أو التقديم، ولن يمكن تفعيلهم مجددًا أبدًا. اكتب عنوان الزر للتأكيد.',
    resetPasswordTitle: 'إعادة تعيين كلمة المرور؟',
    resetPassword: 'سيُرسل إلى {{name}} رابط لاختيار كلمة مرور جديدة.',
    eraseTitle: 'محو بيانات هذا المرشح؟',
    erase:
      'تُحذف نهائيًا كل البيانات الشخصية لـ {{name}} على هذا الموقع: الملف الشخصي والإجابات والملاحظات والسيرة الذاتية والمستندات. تبقى طلباته سجلات مجهولة الهوية، فلا تتغير أعداد الوظائف والمراحل. اكتب الاسم للتأكيد.',
  },
  profileEdit: {
    title: 'التأشيرة ونوع العمل لـ {{name}}',
    description: 'الاسم والبريد الإلكتروني والهاتف والسيرة الذاتية خاصة بالمرشح: يغيّرها من حسابه.',
    save: 'حفظ',
  },
  notifications: {
    deleted: 'تم حذف {{name}}.',
    enabled: 'تم تفعيل المرشح.',
    enabledMany: 'المرشحون المفعّلون: {{count}}.',
    disabled: 'تم تعطيل المرشح.',
    disabledMany: 'المرشحون المعطّلون: {{count}}.',
    passwordReset: 'أُرسل رابط إعادة تعيين كلمة المرور إلى {{name}}.',
    profileSaved: 'تم حفظ التأشيرة ونوع العمل.',
    erased: 'تم محو بيانات المرشح.',
    exported: 'تم تنزيل بيانات المرشح.',
  },
};
