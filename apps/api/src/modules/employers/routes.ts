import { EMPLOYER_RESOURCE } from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { exportRoute } from '../exports/index.js';
import { employerRight, employersStaffRight } from './access.js';
import * as service from './service.js';

/** Staff list, create, export, delete and change status; an employer's own members read and edit it. */
export const employerRoutes = moduleRoutes('employers', async (app, { deps, doc, resource }) => {
  const employers = resource('/v1/employers', EMPLOYER_RESOURCE, {
    key: 'id',
    right: employersStaffRight,
    list: { summary: "The selected site's employers", handler: (ctx, q) => service.listEmployers(ctx, q) },
    get: { summary: 'One employer with its history', right: employerRight('read'), handler: service.getEmployer },
    create: { summary: 'Create an employer', handler: service.createEmployer },
    update: {
      summary: 'Update an employer',
      right: employerRight('update'),
      method: 'PUT',
      handler: service.updateEmployer,
    },
    delete: { summary: 'Delete an employer permanently', handler: service.deleteEmployer },
    transitions: {
      summaries: {
        approve: 'Approve registrations on hold',
        reject: 'Reject registrations on hold, with a reason mailed to the contact',
        enable: 'Enable employers',
        disable: 'Disable employers (reversible)',
      },
      handler: service.changeStatus,
    },
  });
  app.route(exportRoute(deps, employers, { kind: 'employers' }));

  app.get(`${employers.path}/on-hold`, {
    ...doc(employersStaffRight('read'), 'Employer registrations awaiting approval', {
      querystring: EMPLOYER_RESOURCE.query,
      response: EMPLOYER_RESOURCE.page,
    }),
    handler: (request) => service.listEmployers(contextOf(deps, request), request.query, 'on_hold'),
  });
});
