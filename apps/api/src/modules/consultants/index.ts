// The consultants module's face (decision 0029).
export { consultantsExport } from './export.js';
export { consultantRoutes } from './routes.js';
