import { CONSULTANT_RESOURCE, ConsultantUserOptionsSchema } from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { exportRoute } from '../exports/index.js';
import { consultantRight as right } from './rights.js';
import * as service from './service.js';

export const consultantRoutes = moduleRoutes('consultants', async (app, { deps, doc, resource }) => {
  const consultants = resource('/v1/consultants', CONSULTANT_RESOURCE, {
    key: 'id',
    right,
    list: { summary: "The selected site's consultants", handler: service.listConsultants },
    get: { summary: 'One consultant with the live jobs that show them', handler: service.getConsultant },
    create: { summary: 'Create a consultant (active)', handler: service.createConsultant },
    update: { summary: 'Update a consultant', method: 'PUT', handler: service.updateConsultant },
    delete: {
      summary: 'Delete a consultant permanently (refused while a live job shows them)',
      conflict: true,
      handler: service.deleteConsultant,
    },
    transitions: {
      summaries: { activate: 'Activate consultants', deactivate: 'Deactivate consultants (reversible)' },
      handler: service.changeStatus,
    },
  });
  app.route(exportRoute(deps, consultants, { kind: 'consultants' }));

  app.get(`${consultants.path}/users`, {
    ...doc(right('update'), 'Staff users of the site a consultant may be linked to', {
      response: ConsultantUserOptionsSchema,
    }),
    handler: (request) => service.listLinkableUsers(contextOf(deps, request)),
  });
});
