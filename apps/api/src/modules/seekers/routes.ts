import {
  MessageSchema,
  MESSAGES,
  SEEKER_RESOURCE,
  SeekerActivitySchema,
  SeekerApplicationPageSchema,
  SeekerApplicationsQuerySchema,
  SeekerErasedSchema,
  UuidParamsSchema,
} from '@portal/contract';
import { z } from 'zod';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { exportRoute } from '../exports/index.js';
import { registerRecordTagRoutes } from '../tags/index.js';
import { deleteSeeker, sendSeekerResetLink } from './actions.js';
import { seekerArchive } from './archive.js';
import { eraseSeeker } from './erase.js';
import { updateSeekerProfile } from './profile.js';
import { seekerResetRoutes } from './public-routes.js';
import { seekerRight as right } from './rights.js';
import * as service from './service.js';
import { seekerTagRecords } from './tags-repository.js';
import { changeSeekerStatus } from './transitions.js';

/** Seekers addressed by uuid (staff only): the list, the detail and its tabs, the actions, the export. */
export const seekerRoutes = moduleRoutes('seekers', async (app, { deps, doc, resource }) => {
  const seekers = resource('/v1/seekers', SEEKER_RESOURCE, {
    key: 'uuid',
    right,
    list: {
      summary: "The site's seekers; `search` matches the name, the email or the start of the profile ID",
      handler: service.listSeekers,
    },
    get: { summary: 'One seeker with their resume, documents and tags', handler: service.getSeeker },
    update: {
      method: 'PATCH',
      summary:
        "Set the seeker's visa type and desired work type (each null or an active option of the site's list); name, email, phone and resume are the candidate's own",
      handler: updateSeekerProfile,
    },
    delete: {
      summary: 'Delete a seeker, their applications and files for good (the audit keeps an anonymised row)',
      handler: deleteSeeker,
    },
    transitions: {
      summaries: { enable: 'Enable pending seekers', disable: 'Disable seekers (irreversible: never enabled again)' },
      handler: changeSeekerStatus,
    },
  });
  app.route(exportRoute(deps, seekers, { kind: 'seekers' }));
  registerRecordTagRoutes(app, deps, seekerTagRecords);

  app.get('/v1/seekers/:uuid/job-applications', {
    ...doc(right('read'), "A seeker's applications on this site, newest first, with each job's title and the status", {
      params: UuidParamsSchema,
      querystring: SeekerApplicationsQuerySchema,
      response: SeekerApplicationPageSchema,
    }),
    handler: (request) => service.listSeekerApplications(contextOf(deps, request), request.params.uuid, request.query),
  });
  app.get('/v1/seekers/:uuid/activity', {
    ...doc(right('read'), 'What the seeker did and what was done to them, newest first (bounded)', {
      params: UuidParamsSchema,
      response: SeekerActivitySchema,
    }),
    handler: (request) => service.getSeekerActivity(contextOf(deps, request), request.params.uuid),
  });
  app.post('/v1/seekers/:uuid/reset-password', {
    ...doc(right('update'), "Mail the seeker a single-use password reset link on the site's domain", {
      params: UuidParamsSchema,
      response: { 200: MessageSchema, ...errorResponses, 409: MessageSchema },
    }),
    handler: async (request) => {
      await sendSeekerResetLink(contextOf(deps, request), request.params.uuid);
      return { message: MESSAGES.seekerResetLinkSent };
    },
  });
  // Data rights (decision 0100): the archive for those who may take candidates' data out, erasure for those who delete.
  app.get('/v1/seekers/:uuid/data-export', {
    ...doc(right('export'), 'Everything the site holds about the seeker, as a zip: candidate.json and their files', {
      params: UuidParamsSchema,
      response: { 200: z.any(), ...errorResponses },
    }),
    handler: async (request, reply) => {
      const archive = await seekerArchive(contextOf(deps, request), request.params.uuid);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.name}"`)
        .header('cache-control', 'private, no-store')
        .send(archive.body);
    },
  });
  app.post('/v1/seekers/:uuid/erase', {
    ...doc(
      right('delete'),
      "Erase the seeker's personal data and files for good, keeping an anonymised record so counts and the audit stay whole; again: nothing changes",
      { params: UuidParamsSchema, response: { 200: SeekerErasedSchema, ...errorResponses } },
    ),
    handler: async (request) => ({
      data: await eraseSeeker(
        deps,
        { siteId: request.reach.siteId, actorId: request.user.id, reason: 'request' },
        request.params.uuid,
      ),
    }),
  });
  await app.register(seekerResetRoutes, { deps });
});
