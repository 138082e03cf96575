import type { MessageKey } from '@portal/contract/messages';
import type { LoginTranslation } from '../en/login';
import type { TranslationShape } from '../types';

// The sign-in page's strings (see ../en/login.ts); the full resource reuses them.
export const signIn = {
  title: 'مرحبًا بك في {{title}}',
  subtitle: 'يرجى تسجيل الدخول إلى حسابك.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  forgotPassword: 'نسيت كلمة المرور؟',
};

export const themeLabels = { label: 'المظهر', light: 'فاتح', dark: 'داكن', system: 'حسب النظام' };
export const languageLabels = { label: 'اللغة' };
export const closeLabel = 'إغلاق';

export const messages: Record<MessageKey, string> = {
  required: 'هذا الحقل مطلوب.',
  invalid: 'هذه القيمة غير صالحة.',
  confirmed: 'حقل التأكيد غير مطابق.',
  givenDataInvalid: 'البيانات المقدمة غير صالحة.',
  unknownError: 'خطأ غير معروف.',
  notAuthorized: 'غير مصرح لك!',
  noPermission: 'ليس لديك إذن للوصول إلى هذه الصفحة.',
  sessionExpired: 'انتهت صلاحية جلستك.',
  notEnoughCredits: 'ليس لديك رصيد كافٍ لنشر هذه الوظيفة. يرجى شراء المزيد من الرصيد للمتابعة.',
  noData: 'لا توجد بيانات',
  noOptions: 'لم يتم العثور على خيارات.',
  noFeedback: 'لا توجد تقييمات.',
  noResume: 'لم يتم العثور على سيرة ذاتية',
  imageError: 'خطأ في الصورة.',
  unauthenticated: 'غير مصادق عليه.',
  unauthorized: 'هذا الإجراء غير مصرح به.',
  notFound: 'غير موجود.',
  tooLong: 'هذه القيمة طويلة جدًا.',
  tooShort: 'هذه القيمة قصيرة جدًا.',
  invalidCredentials: 'بيانات الاعتماد هذه لا تطابق سجلاتنا.',
  tooManyAttempts: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  enterpriseKeyMissing: 'الترويسة X-AF-EID مطلوبة.',
  enterpriseKeyInvalid: 'الترويسة X-AF-EID غير صالحة.',
  scopeRefused: 'ليس لديك صلاحية الوصول إلى الحساب أو الموقع أو صاحب العمل المحدد.',
  resetTokenInvalid: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو منتهي الصلاحية.',
  resetLinkSent: 'إذا كان هناك حساب لهذا العنوان، فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور.',
  passwordReset: 'تمت إعادة تعيين كلمة المرور الخاصة بك.',
  serverError: 'خطأ في الخادم',
  statusConflict: 'هذا الإجراء غير مسموح به في الحالة الحالية للسجل.',
  alreadyMember: 'هذا المستخدم ينتمي بالفعل إلى صاحب العمل هذا.',
  lastAdmin: 'يجب أن يبقى مسؤول واحد على الأقل دائمًا. عيّن مستخدمًا آخر مسؤولًا أولًا.',
  exportNotReady: 'هذا التصدير غير جاهز بعد.',
  invitationInvalid: 'هذه الدعوة غير صالحة أو منتهية الصلاحية.',
  invitationAccepted: 'تم قبول الدعوة. يمكنك الآن تسجيل الدخول.',
  fileEmpty: 'الملف فارغ.',
  stylesheetInvalid: 'يجب أن تكون ورقة الأنماط نصًا بترميز UTF-8.',
  siteStorageFull: 'مساحة التخزين لهذا الموقع ممتلئة. اطلب مساحة إضافية من مشغّل الموقع.',
  userStorageFull: 'استنفدت ملفاتك المرفوعة مساحة التخزين المخصصة لك. اطلب مساحة إضافية من أحد المسؤولين.',
  fileNotOnSite: 'الملف المحدد غير موجود على هذا الموقع.',
  fileWrongKind: 'رُفع الملف المحدد لنوع آخر من الحقول. ارفعه هنا مرة أخرى.',
  tagNameTaken: 'يوجد وسم بهذا الاسم بالفعل.',
  taken: 'هذه القيمة مستخدمة بالفعل.',
  defaultLanguageDisabled: 'يجب أن تكون اللغة الافتراضية إحدى اللغات المفعّلة.',
  unknownPlaceholder: 'يستخدم هذا النص عنصرًا نائبًا غير موجود لهذه الرسالة.',
  linkPlaceholderRequired: 'يجب أن يتضمن نص الرسالة العنصر النائب للرابط.',
  linkMustStandAlone: 'يجب أن يكون العنصر النائب للرابط منفصلًا، تسبقه وتليه مسافة أو سطر جديد.',
  linkOnlyInBody: 'لا يمكن استخدام العنصر النائب للرابط إلا في نص الرسالة.',
  singleLine: 'يجب أن تكون هذه القيمة في سطر واحد، دون فواصل أسطر أو أحرف تحكم.',
  consultantOnLiveJobs: 'يظهر هذا المستشار في وظيفة منشورة ولا يمكن حذفه. أزله من الوظيفة أولًا.',
  optionListIncomplete: 'يجب أن يذكر الترتيب الجديد كل خيار من القائمة مرة واحدة فقط.',
  tierDuplicate: 'توجد شريحة أخرى تبدأ بهذه الكمية.',
  tierNotIncreasing: 'يجب أن تمنح الشريحة الخاصة بعدد أكبر من الأرصدة خصمًا أعلى من كل الشرائح الخاصة بعدد أقل.',
  revokeExceedsBalance: 'لا يملك صاحب العمل هذا العدد من الأرصدة لسحبه.',
  idempotencyKeyReused: 'استُخدم مفتاح Idempotency-Key هذا بالفعل لعملية شراء أخرى.',
  paymentDeclined: 'رُفضت بطاقتك. لم يتم تحصيل أي مبلغ.',
  paymentFailed: 'لم تكتمل عملية الدفع. لم تُضف أي أرصدة.',
  productInUse: 'نُشرت وظائف بهذا المنتج، لذا لا يمكن حذفه. عطّله بدلًا من ذلك.',
  paymentUnavailable: 'يتعذر الوصول إلى خدمة الدفع حاليًا. يُرجى المحاولة بعد قليل.',
  paymentExpired: 'لم يكتمل الدفع في الوقت المحدد. لم تُضف أي أرصدة.',
  purchasesOff: 'شراء الأرصدة غير متاح على هذه البوابة: لم يُضبط أي مزوّد للدفع. تواصل مع مسؤول موقعك أو مشغّل البوابة.',
  serviceUnavailable: 'الخدمة غير متاحة مؤقتًا.',
};

export const loginResource: TranslationShape<LoginTranslation> = {
  common: { close: closeLabel },
  auth: { login: signIn },
  layout: { theme: themeLabels, language: languageLabels },
  messages,
};
