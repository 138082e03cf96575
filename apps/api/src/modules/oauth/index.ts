// The oauth module's face (decision 0029): sign-in providers, none configured yet (decision 0056).
export { oauthRoutes } from './routes.js';
