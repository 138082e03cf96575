import {
  CreateEmployerSchema,
  EmployerDataSchema,
  EmployerDetailDataSchema,
  EmployerListQuerySchema,
  EmployerPageSchema,
  EMPLOYER_TRANSITIONS,
  ExportEmployersSchema,
  UpdateEmployerSchema,
} from '@portal/contract';
import { contextOf, resourceRoutes } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { exportRoute } from '../exports/index.js';
import { employerRight, employersStaffRight } from './access.js';
import * as service from './service.js';

const path = '/v1/employers';

/** Staff list, create, export, delete and change status; an employer's own members read and edit it. */
export const employerRoutes = moduleRoutes('employers', async (app, { deps, doc, tags }) => {
  const routes = resourceRoutes(deps, {
    path,
    tags,
    key: 'id',
    right: employersStaffRight,
    list: {
      summary: "The selected site's employers",
      query: EmployerListQuerySchema,
      response: EmployerPageSchema,
      handler: (ctx, q) => service.listEmployers(ctx, q),
    },
    get: {
      summary: 'One employer with its history',
      right: employerRight('read'),
      response: EmployerDetailDataSchema,
      handler: service.getEmployer,
    },
    create: {
      summary: 'Create an employer',
      body: CreateEmployerSchema,
      response: EmployerDataSchema,
      handler: service.createEmployer,
    },
    update: {
      summary: 'Update an employer',
      right: employerRight('update'),
      method: 'PUT',
      body: UpdateEmployerSchema,
      response: EmployerDataSchema,
      handler: service.updateEmployer,
    },
    delete: { summary: 'Delete an employer permanently', handler: service.deleteEmployer },
    transitions: {
      table: EMPLOYER_TRANSITIONS,
      summaries: {
        approve: 'Approve registrations on hold',
        reject: 'Reject registrations on hold, with a reason mailed to the contact',
        enable: 'Enable employers',
        disable: 'Disable employers (reversible)',
      },
      handler: service.changeStatus,
    },
  });
  const right = employersStaffRight('export');
  routes.push(exportRoute(deps, { path, tags, kind: 'employers', right, body: ExportEmployersSchema }));
  for (const route of routes) app.route(route);

  app.get(`${path}/on-hold`, {
    ...doc(employersStaffRight('read'), 'Employer registrations awaiting approval', {
      querystring: EmployerListQuerySchema,
      response: EmployerPageSchema,
    }),
    handler: (request) => service.listEmployers(contextOf(deps, request), request.query, 'on_hold'),
  });
});
