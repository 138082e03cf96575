// The employers module's face (decision 0029): its routes, its export, its rights and one employer by id.
export { employersStaffRight, employerUsersRight } from './access.js';
export { employersExport } from './export.js';
export { findEmployer } from './repository.js';
export { employerRoutes } from './routes.js';
export { searchEmployers } from './search-repository.js';
