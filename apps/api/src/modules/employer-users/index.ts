// The employer-users module's face (decision 0029).
export { employerUserRoutes } from './routes.js';
