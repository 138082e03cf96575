import type { FeatureManifest } from '../../lib/feature-manifest';

const unauthenticatedOnly = { unauthenticatedOnly: true };

/**
 * The sign-in helpers in the blank layout. /login is not here: it is its own lean page (login.html,
 * src/login, docs/decisions/0009), reached by full page loads. The user menu is the shell's (app/layouts).
 */
export const authManifest: FeatureManifest = {
  name: 'auth',
  subjects: [],
  routes: {
    blank: [
      {
        path: 'forgot-password',
        handle: unauthenticatedOnly,
        lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        path: 'reset-password',
        handle: unauthenticatedOnly,
        lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        // Public: the invitee may be signed in already (as themselves or someone else).
        path: 'accept-invitation',
        handle: { public: true },
        lazy: () => import('./routes/accept-invitation').then((m) => ({ Component: m.AcceptInvitationRoute })),
      },
    ],
  },
};
