import { AUDIT_RESOURCE } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { exportRoute } from '../exports/index.js';
import { auditRight as right } from './rights.js';
import * as service from './service.js';

/** The audit log (decision 0095): read and exported, never written through a route. */
export const auditRoutes = moduleRoutes('audit', async (app, { deps, resource }) => {
  const audit = resource('/v1/audit', AUDIT_RESOURCE, {
    key: 'id',
    right,
    list: { summary: "The selected site's audit log, newest first", handler: service.listAudit },
  });
  app.route(
    exportRoute(deps, audit, {
      kind: 'audit',
      summary: "Export the selected site's filtered audit log to CSV in the background",
    }),
  );
});
