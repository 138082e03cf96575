import {
  BulkResultSchema,
  DismissFlaggedJobsSchema,
  FlaggedJobDetailSchema,
  FlaggedJobListQuerySchema,
  FlaggedJobPageSchema,
  JobAverageRatingSchema,
  JobFeedbackPageSchema,
  JobFeedbackQuerySchema,
  UuidParamsSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { FLAGGED_JOBS_RIGHT, jobFeedbackRight } from './rights.js';
import * as service from './service.js';

/** Candidates' reports on jobs (flagged jobs, staff only) and their feedback (read with the job). */
export const jobReportRoutes = moduleRoutes('flagged-jobs', async (app, { deps, doc }) => {
  app.get('/v1/site/flagged-jobs', {
    ...doc(FLAGGED_JOBS_RIGHT, 'Jobs with open reports: the latest reason, date and comments, and how many are open', {
      querystring: FlaggedJobListQuerySchema,
      response: FlaggedJobPageSchema,
    }),
    handler: (request) => service.listFlaggedJobs(contextOf(deps, request), request.query),
  });
  app.get('/v1/site/flagged-jobs/:uuid', {
    ...doc(FLAGGED_JOBS_RIGHT, "A flagged job (the job's uuid) and each of its open reports", {
      params: UuidParamsSchema,
      response: FlaggedJobDetailSchema,
    }),
    handler: (request) => service.getFlaggedJob(contextOf(deps, request), request.params.uuid),
  });
  app.post('/v1/site/flagged-jobs/:uuid/dismiss', {
    ...doc(FLAGGED_JOBS_RIGHT, "Dismiss every open report of a job (unlisting or expiring it is the job's own move)", {
      params: UuidParamsSchema,
      response: BulkResultSchema,
    }),
    handler: (request) => service.dismissFlags(contextOf(deps, request), [request.params.uuid]),
  });
  app.post('/v1/site/flagged-jobs/bulk/dismiss', {
    ...doc(FLAGGED_JOBS_RIGHT, 'Dismiss every open report of many jobs, all or nothing', {
      body: DismissFlaggedJobsSchema,
      response: BulkResultSchema,
    }),
    handler: (request) => service.dismissFlags(contextOf(deps, request), request.body.ids),
  });

  app.get('/v1/site/job-feedbacks/:uuid', {
    config: { right: jobFeedbackRight('read') },
    schema: {
      tags: ['job-feedbacks'],
      summary: "A job's feedback from candidates (the job's uuid), newest first",
      params: UuidParamsSchema,
      querystring: JobFeedbackQuerySchema,
      response: { 200: JobFeedbackPageSchema, ...errorResponses },
    },
    handler: (request) => service.listJobFeedback(contextOf(deps, request), request.params.uuid, request.query),
  });
  app.get('/v1/site/job-feedbacks/:uuid/average-rating', {
    config: { right: jobFeedbackRight('read') },
    schema: {
      tags: ['job-feedbacks'],
      summary: "A job's average rating (null when no feedback was left) and how many would recommend the employer",
      params: UuidParamsSchema,
      response: { 200: JobAverageRatingSchema, ...errorResponses },
    },
    handler: (request) => service.getAverageRating(contextOf(deps, request), request.params.uuid),
  });
});
