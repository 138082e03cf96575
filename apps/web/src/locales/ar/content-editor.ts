import type { contentEditor as english } from '../en/content-editor';
import type { TranslationShape } from '../types';

export const contentEditor: TranslationShape<typeof english> = {
  title: 'محرر المحتوى',
  subtitle: 'صفحات {{site}}',
  description:
    'عدّل في محرر المحتوى الصفحات التي يراها المرشحون على {{site}}. يسجّل الزر دخولك هناك لمدة خمس دقائق، ويفتح في علامة تبويب جديدة.',
  open: 'فتح محرر المحتوى',
  expires: 'يُجدَّد رابط تسجيل الدخول هذا تلقائيًا؛ الرابط الحالي صالح حتى {{time}}.',
};
