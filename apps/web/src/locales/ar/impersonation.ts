import type { impersonation as en } from '../en/impersonation';
import type { TranslationShape } from '../types';

export const impersonation: TranslationShape<typeof en> = {
  banner: {
    label: 'انتحال الهوية',
    user: 'أنت ({{impersonator}}) تتصرف بصفة {{name}}',
    candidate: 'أنت ({{impersonator}}) ترى، للقراءة فقط، ما يراه هذا المرشح: {{name}}',
    candidateLoading: 'أنت ترى البوابة كما يراها مرشح، للقراءة فقط',
    exit: 'خروج',
  },
  actor: '{{impersonator}} بصفة {{name}}',
  button: {
    label: 'الدخول بصفته',
    labelFor: 'الدخول بصفة {{name}}',
    confirmTitle: 'الدخول بصفة {{name}}؟',
    confirmUser: 'ستتصرف بصفة {{name}} حتى تخرج. يُسجَّل ما تفعله باسمه مع اسمك بجانبه.',
    confirmCandidate: 'سترى ما يراه {{name}} من ملفه وطلباته، للقراءة فقط، حتى تخرج.',
  },
};
