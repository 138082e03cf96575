import { JOB_RESOURCE, JOB_STATUSES_RESPONSE, JobStatusesSchema } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { employerReachParams, exportRoute } from '../exports/index.js';
import { registerRecordTagRoutes } from '../tags/index.js';
import { jobLifecycleRoutes } from './lifecycle-routes.js';
import { jobRight as right } from './rights.js';
import * as service from './service.js';
import { jobTagRecords } from './tags-repository.js';
import { changeJobStatus } from './transitions.js';

/** Jobs addressed by uuid: the list, the detail, and a draft's create, update and delete. */
export const jobRoutes = moduleRoutes('jobs', async (app, { deps, doc, resource }) => {
  const jobs = resource('/v1/jobs', JOB_RESOURCE, {
    key: 'uuid',
    right,
    list: { summary: "The site's jobs (an employer's user: its employer's)", handler: service.listJobs },
    get: { summary: 'One job with every field', suffix: 'detail', handler: service.getJob },
    create: { summary: 'Start a draft job (staff name the employer)', handler: service.createJob },
    update: {
      summary: "Change a draft's fields (absent fields keep their value)",
      method: 'PATCH',
      handler: service.updateJob,
    },
    delete: { summary: 'Delete a job for good (the audit keeps it)', handler: service.deleteJob },
    transitions: {
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
  app.route(exportRoute(deps, jobs, { kind: 'jobs', params: employerReachParams }));
  registerRecordTagRoutes(app, deps, jobTagRecords);
  await app.register(jobLifecycleRoutes, { deps });

  app.get('/v1/job-statuses', {
    ...doc(right('read'), 'The job statuses, as value/label pairs', { response: JobStatusesSchema }),
    handler: async () => JOB_STATUSES_RESPONSE,
  });
});
