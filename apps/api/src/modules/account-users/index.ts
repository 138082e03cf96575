// The account-users module's face (decision 0029): the account's users, roles and sites (decision 0051).
export { accountUserRoutes } from './routes.js';
