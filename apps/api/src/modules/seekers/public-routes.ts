import { MessageSchema, MESSAGES, PublicSiteParamsSchema, SeekerResetPasswordSchema } from '@portal/contract';
import { clientKey } from '../../lib/rate-limit.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { resetSeekerPassword } from './actions.js';
import { ALL_SITES, runInScope } from '../../db/row-scope.js';

/**
 * The candidate's half of a staff-requested reset, beside the public candidate API (decision 0044):
 * no staff token, the site named by its domain in the path, rate-limited per client address.
 */
export const seekerResetRoutes = moduleRoutes('public', async (app, { deps, doc }) => {
  app.post('/v1/public/sites/:domain/seekers/reset-password', {
    ...doc('public', 'Set a candidate password with the single-use token a reset link carried', {
      params: PublicSiteParamsSchema,
      body: SeekerResetPasswordSchema,
      response: { 200: MessageSchema, ...errorResponses, 429: MessageSchema },
    }),
    handler: async (request) => {
      // The single-use token names its own candidate, on the site the domain names (decision 0104).
      await runInScope(ALL_SITES, () =>
        resetSeekerPassword(
          deps,
          { enterpriseId: request.enterpriseId, domain: request.params.domain, ip: clientKey(request.ip) },
          request.body,
        ),
      );
      return { message: MESSAGES.passwordReset };
    },
  });
});
