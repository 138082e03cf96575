import {
  ApplicationFeedbackDataSchema,
  ApplicationFeedbackListSchema,
  CreateApplicationFeedbackSchema,
  UuidParamsSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { createApplicationFeedback, listApplicationFeedback } from './feedback.js';
import { applicationRight } from './rights.js';

const url = '/v1/applications/:uuid/seeker-application-feedback';

/** The recruiters' feedback on an application (the detail's `feedback` tab; decision 0044). */
export const applicationFeedbackRoutes = moduleRoutes('applications', async (app, { deps, doc }) => {
  app.get(url, {
    ...doc(applicationRight('read'), "An application's feedback, newest first", {
      params: UuidParamsSchema,
      response: ApplicationFeedbackListSchema,
    }),
    handler: (request) => listApplicationFeedback(contextOf(deps, request), request.params.uuid),
  });
  app.post(url, {
    ...doc(
      applicationRight('update'),
      'Leave feedback on an application (a rating 1–5 and comments; the author is the caller)',
      {
        ...IDEMPOTENT_CREATE,
        params: UuidParamsSchema,
        body: CreateApplicationFeedbackSchema,
        response: { 201: ApplicationFeedbackDataSchema, ...errorResponses },
      },
    ),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 201, async (inTransaction) => ({
        data: await createApplicationFeedback(contextOf(inTransaction, request), request.params.uuid, request.body),
      })),
  });
});
