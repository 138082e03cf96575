import {
  ApplicationFloodPreviewSchema,
  ApplicationFloodSchema,
  MessageSchema,
  PurgeApplicationsSchema,
  PurgedApplicationsSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/index.js';
import { previewFlood, purgeFlood } from './purge.js';

/**
 * A flood's purge (decision 0062) is the site's admins': it deletes candidates' data, so it needs
 * `delete` on `seekers` granted for the site (a recruiter or an employer's user holds none).
 */
const purgeRight = siteRight('delete', 'seekers');

/** What a flood of applications left, and its purge: by sending address, time window, or both. */
export const applicationPurgeRoutes = moduleRoutes('applications', async (app, { deps, doc }) => {
  app.get('/v1/applications/flood', {
    ...doc(
      purgeRight,
      "The site's applications from one address or time window: count, files, bytes, busiest addresses",
      {
        querystring: ApplicationFloodSchema,
        response: ApplicationFloodPreviewSchema,
      },
    ),
    handler: async (request) => ({ data: await previewFlood(contextOf(deps, request), request.query) }),
  });
  app.post('/v1/applications/purge', {
    ...doc(purgeRight, 'Delete those applications with their files, given the count previewed (409 when it changed)', {
      body: PurgeApplicationsSchema,
      response: { 200: PurgedApplicationsSchema, ...errorResponses, 409: MessageSchema },
    }),
    handler: async (request) => ({ data: await purgeFlood(contextOf(deps, request), request.body) }),
  });
});
