// The dashboard module's face (decision 0029).
export { dashboardRoutes } from './routes.js';
