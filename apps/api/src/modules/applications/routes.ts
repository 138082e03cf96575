import {
  APPLICATION_RESOURCE,
  APPLICATION_STATUSES_RESPONSE,
  ApplicationStatusesSchema,
  ApplicationTabDataSchema,
  ApplicationTabParamsSchema,
  BulkTagApplicationsSchema,
  UuidParamsSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { employerReachParams, exportRoute } from '../exports/index.js';
import { registerRecordTagRoutes } from '../tags/index.js';
import { applicationFeedbackRoutes } from './feedback-routes.js';
import { applicationMoveRoutes } from './move-routes.js';
import { applicationPurgeRoutes } from './purge-routes.js';
import { applicationRight as right } from './rights.js';
import { listApplications, listJobApplications } from './service.js';
import { applicationTab } from './tabs.js';
import { applicationTagRecords } from './tags-repository.js';

/** Applications addressed by uuid (decision 0044): the list, the tabs, moves, tags, feedback, export, a flood's purge. */
export const applicationRoutes = moduleRoutes('applications', async (app, { deps, doc, resource }) => {
  const applications = resource('/v1/applications', APPLICATION_RESOURCE, {
    key: 'uuid',
    right,
    list: {
      summary: "The site's applications (an employer's user: those to its employer's jobs)",
      handler: listApplications,
    },
  });
  app.route(exportRoute(deps, applications, { kind: 'applications', params: employerReachParams }));
  registerRecordTagRoutes(app, deps, applicationTagRecords, { bulk: BulkTagApplicationsSchema });
  await app.register(applicationMoveRoutes, { deps });
  await app.register(applicationFeedbackRoutes, { deps });
  await app.register(applicationPurgeRoutes, { deps });

  app.get('/v1/application-statuses', {
    ...doc(right('read'), 'The application statuses, as value/label pairs', { response: ApplicationStatusesSchema }),
    handler: async () => APPLICATION_STATUSES_RESPONSE,
  });

  app.get('/v1/applications/:uuid/:tab', {
    ...doc(right('read'), 'One tab of an application: overview, resume, documents or activity (any other slug: 404)', {
      params: ApplicationTabParamsSchema,
      response: ApplicationTabDataSchema,
    }),
    handler: async (request) => ({
      data: await applicationTab(contextOf(deps, request), request.params.uuid, request.params.tab),
    }),
  });

  app.get('/v1/jobs/:uuid/applications', {
    ...doc(right('read'), "A job's applications: the list with the job fixed (another tenant's job: 404)", {
      params: UuidParamsSchema,
      querystring: APPLICATION_RESOURCE.query,
      response: APPLICATION_RESOURCE.page,
    }),
    handler: (request) => listJobApplications(contextOf(deps, request), request.params.uuid, request.query),
  });
});
