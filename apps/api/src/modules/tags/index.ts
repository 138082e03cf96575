// The tags module's face (decision 0029).
export { tagRoutes } from './routes.js';
