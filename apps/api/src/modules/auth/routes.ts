import { z } from 'zod';
import {
  ForgotPasswordSchema,
  ImpersonationExitSchema,
  LoginResultSchema,
  LoginSchema,
  MeSchema,
  MESSAGES,
  MessageSchema,
  ResetPasswordSchema,
  ValidationErrorSchema,
} from '@portal/contract';
import { clientKey } from '../../lib/rate-limit.js';
import { SHORT_FORM_BODY_LIMIT } from '../../lib/short-form-limit.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SIGNED_IN } from '../access/index.js';
import { hostLink } from '../branding/index.js';
import { errorResponses } from '../../lib/responses.js';
import * as auth from './service.js';

export const authRoutes = moduleRoutes('auth', async (app, { deps, doc }) => {
  app.post('/auth/login', {
    bodyLimit: SHORT_FORM_BODY_LIMIT,
    ...doc('public', 'Sign in with email and password', {
      body: LoginSchema,
      response: { 200: LoginResultSchema, 422: ValidationErrorSchema, 429: MessageSchema },
    }),
    handler: (request) => auth.login(deps, request.enterpriseId, request.body, clientKey(request.ip)),
  });

  app.delete('/auth/logout', {
    ...doc(SIGNED_IN, 'End this session (revokes the token); an impersonation answers the path to return to', {
      response: { 200: ImpersonationExitSchema, 204: z.null(), ...errorResponses },
    }),
    handler: async (request, reply) => {
      const redirectPath = await auth.logout(deps.db, request.user);
      if (redirectPath !== null) return reply.status(200).send({ redirect_path: redirectPath });
      return reply.status(204).send(null);
    },
  });

  app.get('/auth/me', {
    ...doc(SIGNED_IN, 'The signed-in user, permissions and scopes', { response: MeSchema }),
    handler: (request) => auth.me(deps.db, request.user, request.user),
  });

  app.post('/auth/forgot-password', {
    bodyLimit: SHORT_FORM_BODY_LIMIT,
    ...doc('public', 'Mail a password reset link', {
      body: ForgotPasswordSchema,
      response: { 200: MessageSchema, 422: ValidationErrorSchema, 429: MessageSchema },
    }),
    handler: async (request) => {
      await auth.limitForgotPassword(deps, request.body.email, clientKey(request.ip));
      const { base, siteId } = await hostLink(deps, request.enterpriseId, request.hostname);
      await auth.queueResetLink(deps, {
        enterpriseId: request.enterpriseId,
        email: request.body.email,
        baseUrl: base,
        siteId,
      });
      return { message: MESSAGES.resetLinkSent };
    },
  });

  app.post('/auth/reset-password', {
    bodyLimit: SHORT_FORM_BODY_LIMIT,
    ...doc('public', 'Set a new password with a reset token', {
      body: ResetPasswordSchema,
      response: MessageSchema,
    }),
    handler: async (request) => {
      await auth.resetPassword(deps, request.enterpriseId, request.body);
      return { message: MESSAGES.passwordReset };
    },
  });
});
