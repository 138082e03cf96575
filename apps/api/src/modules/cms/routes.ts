import { CmsTokenSchema, MESSAGES } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/responses.js';
import { findSite, SETTINGS_UPDATE } from '../access/index.js';
import { signCmsToken } from './token.js';

export const cmsRoutes = moduleRoutes('cms', async (app, { deps, doc }) => {
  app.get('/v1/cms/auth/token', {
    // Editing a site's pages is editing its settings: the site's admins (decision 0056).
    ...doc(SETTINGS_UPDATE, "A short-lived token for the selected site's content editor", {
      description:
        'A JWT (HS256, signed with `CMS_TOKEN_SECRET`) naming the user (`sub`), the site (`site`, `site_name`), ' +
        '`aud: "cms"` and an expiry five minutes on, and through an impersonation its author as the actor ' +
        '(`act.sub`); never stored, never accepted by the portal itself. ' +
        '404 "Form not available." when the deployment has no content editor (`CMS_URL`): an absent feature, not an outage.',
      response: { 200: CmsTokenSchema, ...errorResponses },
    }),
    handler: async (request, reply) => {
      const editorUrl = deps.config.CMS_URL;
      // The deployment has no editor: the feature is absent, which a retry will not change (decision 0056).
      if (!editorUrl) throw new HttpError(404, MESSAGES.formNotAvailable);
      const site = await findSite(deps.db, request.reach.siteId, request.enterpriseId);
      if (!site) throw notFound();
      const { token, claims } = signCmsToken(deps.config.CMS_TOKEN_SECRET, {
        userId: request.user.id,
        siteId: site.id,
        siteName: site.name,
        impersonatorId: request.user.impersonatorId,
      });
      // A credential: never kept by a cache between the API and the browser.
      void reply.header('cache-control', 'no-store');
      return {
        data: {
          token,
          token_type: 'Bearer' as const,
          expires_in: claims.exp - claims.iat,
          expires_at: new Date(claims.exp * 1000).toISOString(),
          editor_url: editorUrl,
        },
      };
    },
  });
});
