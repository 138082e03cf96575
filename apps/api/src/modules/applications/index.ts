// The applications module's face (decision 0029): its routes and its export.
export { applicationsExport } from './export.js';
export { applicationRoutes } from './routes.js';
export { applicationRight } from './rights.js';
export { searchApplications } from './search-repository.js';
export { forgetOldClientAddresses } from './purge.js';
