import {
  CreateJobSchema,
  ExportJobsSchema,
  JOB_STATUSES_RESPONSE,
  JobDataSchema,
  JobListQuerySchema,
  JobPageSchema,
  JobStatusesSchema,
  JOB_TRANSITIONS,
  UpdateJobSchema,
} from '@portal/contract';
import { resourceRoutes } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { employerReachParams, exportRoute } from '../exports/index.js';
import { registerRecordTagRoutes } from '../tags/index.js';
import { jobLifecycleRoutes } from './lifecycle-routes.js';
import { jobRight as right } from './rights.js';
import * as service from './service.js';
import { jobTagRecords } from './tags-repository.js';
import { changeJobStatus } from './transitions.js';

/** Jobs addressed by uuid: the list, the detail, and a draft's create, update and delete. */
export const jobRoutes = moduleRoutes('jobs', async (app, { deps, doc, tags }) => {
  const routes = resourceRoutes(deps, {
    path: '/v1/jobs',
    tags,
    key: 'uuid',
    right,
    list: {
      summary: "The site's jobs (an employer's user: its employer's)",
      query: JobListQuerySchema,
      response: JobPageSchema,
      handler: service.listJobs,
    },
    get: {
      summary: 'One job with every field',
      suffix: 'detail',
      response: JobDataSchema,
      handler: service.getJob,
    },
    create: {
      summary: 'Start a draft job (staff name the employer)',
      body: CreateJobSchema,
      response: JobDataSchema,
      handler: service.createJob,
    },
    update: {
      summary: "Change a draft's fields (absent fields keep their value)",
      method: 'PATCH',
      body: UpdateJobSchema,
      response: JobDataSchema,
      handler: service.updateJob,
    },
    delete: {
      summary: 'Delete a job for good (the audit keeps it)',
      handler: service.deleteJob,
    },
    transitions: {
      table: JOB_TRANSITIONS,
      summaries: {
        expire: 'Expire jobs (irreversible)',
        unlist: 'Unlist live jobs (hidden, reversible)',
        relist: 'Relist unlisted jobs',
        approve: 'Approve jobs on hold: they go live and the employer is mailed',
        reject: "Reject jobs on hold, with a reason mailed to the employer's contact",
      },
      handler: changeJobStatus,
    },
  });
  routes.push(
    exportRoute(deps, {
      path: '/v1/jobs',
      tags,
      kind: 'jobs',
      right: right('export'),
      body: ExportJobsSchema,
      params: employerReachParams,
    }),
  );
  for (const route of routes) app.route(route);
  registerRecordTagRoutes(app, deps, jobTagRecords);
  await app.register(jobLifecycleRoutes, { deps });

  app.get('/v1/job-statuses', {
    ...doc(right('read'), 'The job statuses, as value/label pairs', { response: JobStatusesSchema }),
    handler: async () => JOB_STATUSES_RESPONSE,
  });
});
