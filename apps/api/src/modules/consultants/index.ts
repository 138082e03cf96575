// The consultants module's face (decision 0029).
export { consultantsExport } from './export.js';
export { consultantRoutes } from './routes.js';
export { consultantRight } from './rights.js';
export { searchConsultants } from './search-repository.js';
