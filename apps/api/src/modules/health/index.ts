// The health module's face (decision 0029).
export { healthRoutes } from './routes.js';
