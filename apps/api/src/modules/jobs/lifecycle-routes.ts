import {
  CloneJobSchema,
  JobDataSchema,
  JobHistorySchema,
  JobListQuerySchema,
  JobPageSchema,
  MessageSchema,
  PublishJobSchema,
  PublishResultSchema,
  UuidParamsSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/index.js';
import { hostLink } from '../branding/index.js';
import { cloneJob } from './clone.js';
import { jobHistory } from './history.js';
import { publishJob } from './publish.js';
import { resubmitJob } from './resubmit.js';
import { jobRight } from './rights.js';
import { listJobs } from './service.js';

/** Publishing, cloning, the hold queue and a job's history (decision 0038), beside the kit's routes. */
export const jobLifecycleRoutes = moduleRoutes('jobs', async (app, { deps, doc }) => {
  app.post('/v1/jobs/:uuid/publish', {
    ...doc(
      jobRight('update'),
      'Publish a draft as a product: with credits, by direct payment (a checkout), or unpaid (staff who moderate jobs)',
      {
        params: UuidParamsSchema,
        body: PublishJobSchema,
        response: { 200: PublishResultSchema, ...errorResponses, 409: MessageSchema },
      },
    ),
    handler: async (request) => ({
      data: await publishJob(contextOf(deps, request), request.params.uuid, request.body, async () => {
        // The payer returns through the stored domain they came from, never a header's (decision 0018).
        return (await hostLink(deps, request.enterpriseId, request.hostname)).base;
      }),
    }),
  });

  app.post('/v1/jobs/:uuid/resubmit', {
    ...doc(
      jobRight('update'),
      'Send a corrected rejected job back to the hold queue; the credit or payment its publish spent stays attached',
      { params: UuidParamsSchema, response: { 200: JobDataSchema, ...errorResponses, 409: MessageSchema } },
    ),
    handler: async (request) => ({ data: await resubmitJob(contextOf(deps, request), request.params.uuid) }),
  });

  app.post('/v1/jobs/:uuid/clone', {
    ...doc(jobRight('create'), 'Copy a job into a new draft without advert dates, to be posted as the chosen product', {
      ...IDEMPOTENT_CREATE,
      params: UuidParamsSchema,
      body: CloneJobSchema,
      response: { 201: JobDataSchema, ...errorResponses },
    }),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 201, async (inTransaction) => ({
        data: await cloneJob(contextOf(inTransaction, request), request.params.uuid, request.body),
      })),
  });

  app.get('/v1/jobs/on-hold', {
    ...doc(siteRight('approve', 'jobs'), 'Jobs awaiting approval (staff who moderate jobs)', {
      querystring: JobListQuerySchema,
      response: JobPageSchema,
    }),
    handler: (request) =>
      listJobs(contextOf(deps, request), {
        ...request.query,
        filter: { ...request.query.filter, status: 'on_hold' },
      }),
  });

  app.get('/v1/jobs/:uuid/history', {
    ...doc(jobRight('read'), "A job's status changes, newest first, with who made each and why", {
      params: UuidParamsSchema,
      response: JobHistorySchema,
    }),
    handler: async (request) => ({ data: await jobHistory(contextOf(deps, request), request.params.uuid) }),
  });
});
