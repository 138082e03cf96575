// The jobs module's face (decision 0029): its routes and its export.
export { jobsExport } from './export.js';
export { jobRoutes } from './routes.js';
