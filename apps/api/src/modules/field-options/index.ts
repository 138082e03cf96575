// The field-options module's face (decision 0029).
export { findFieldOptions } from './repository.js';
export { fieldOptionRoutes } from './routes.js';
export { assertActiveOptions } from './service.js';
export { applicationStageRoutes } from './stage-routes.js';
