// The audit log's face (decision 0095): its routes and its export kind.
export { auditRoutes } from './routes.js';
export { auditExport } from './export.js';
