import { CmsTokenSchema, MESSAGES, MessageSchema } from '@portal/contract';
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
        '`aud: "cms"` and an expiry five minutes on; never stored, never accepted by the portal itself. ' +
        '503 "Form not available." when the deployment has no content editor (`CMS_URL`).',
      response: { 200: CmsTokenSchema, ...errorResponses, 503: MessageSchema },
    }),
    handler: async (request, reply) => {
      const editorUrl = deps.config.CMS_URL;
      if (!editorUrl) throw new HttpError(503, MESSAGES.formNotAvailable);
      const site = await findSite(deps.db, request.reach.siteId, request.enterpriseId);
      if (!site) throw notFound();
      const { token, claims } = signCmsToken(deps.config.CMS_TOKEN_SECRET, {
        userId: request.user.id,
        siteId: site.id,
        siteName: site.name,
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
