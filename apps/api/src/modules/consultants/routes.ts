import {
  CONSULTANT_TRANSITIONS,
  ConsultantDataSchema,
  ConsultantDetailDataSchema,
  ConsultantListQuerySchema,
  ConsultantPageSchema,
  ConsultantUserOptionsSchema,
  CreateConsultantSchema,
  ExportConsultantsSchema,
  UpdateConsultantSchema,
} from '@portal/contract';
import { contextOf, resourceRoutes } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { exportRoute } from '../exports/index.js';
import { consultantRight as right } from './rights.js';
import * as service from './service.js';

const path = '/v1/consultants';

export const consultantRoutes = moduleRoutes('consultants', async (app, { deps, doc, tags }) => {
  const routes = resourceRoutes(deps, {
    path,
    tags,
    key: 'id',
    right,
    list: {
      summary: "The selected site's consultants",
      query: ConsultantListQuerySchema,
      response: ConsultantPageSchema,
      handler: service.listConsultants,
    },
    get: {
      summary: 'One consultant with the live jobs that show them',
      response: ConsultantDetailDataSchema,
      handler: service.getConsultant,
    },
    create: {
      summary: 'Create a consultant (active)',
      body: CreateConsultantSchema,
      response: ConsultantDataSchema,
      handler: service.createConsultant,
    },
    update: {
      summary: 'Update a consultant',
      method: 'PUT',
      body: UpdateConsultantSchema,
      response: ConsultantDataSchema,
      handler: service.updateConsultant,
    },
    delete: {
      summary: 'Delete a consultant permanently (refused while a live job shows them)',
      conflict: true,
      handler: service.deleteConsultant,
    },
    transitions: {
      table: CONSULTANT_TRANSITIONS,
      summaries: { activate: 'Activate consultants', deactivate: 'Deactivate consultants (reversible)' },
      handler: service.changeStatus,
    },
  });
  routes.push(
    exportRoute(deps, { path, tags, kind: 'consultants', right: right('export'), body: ExportConsultantsSchema }),
  );
  for (const route of routes) app.route(route);

  app.get(`${path}/users`, {
    ...doc(right('update'), 'Staff users of the site a consultant may be linked to', {
      response: ConsultantUserOptionsSchema,
    }),
    handler: (request) => service.listLinkableUsers(contextOf(deps, request)),
  });
});
