// The user-account module's face (decision 0029): the signed-in user's own password, avatar and name.
export { userAccountRoutes } from './routes.js';
