import type { search as english } from '../en/search';

export const search: typeof english = {
  dialog: 'البحث والانتقال',
  placeholder: 'ابحث عن الوظائف والمرشحين وأصحاب العمل… أو انتقل إلى صفحة',
  results: 'النتائج',
  kinds: {
    pages: 'الصفحات',
    recent: 'عمليات البحث الأخيرة',
    jobs: 'الوظائف',
    employers: 'أصحاب العمل',
    seekers: 'المرشحون',
    applications: 'الطلبات',
    consultants: 'المستشارون',
  },
  searching: 'جارٍ البحث…',
  failed: 'تعذّر البحث. حاول مرة أخرى.',
  none: 'لا توجد نتائج لـ «{{term}}».',
  typeMore: 'اكتب حرفين على الأقل للبحث في السجلات.',
  count: 'النتائج: {{count}}',
  hint: '↑ ↓ للتنقل، Enter للفتح، Esc للإغلاق',
  shortcuts: 'الاختصارات',
};
