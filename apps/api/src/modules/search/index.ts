// The search module's face (decision 0029): the navbar's search route.
export { searchRoutes } from './routes.js';
