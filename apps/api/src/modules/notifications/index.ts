// The notifications module's face (decision 0029): the inbox routes and the one way to notify.
export { notifyUsers } from './notify.js';
export type { ProductEvent } from './notify.js';
export { notificationHubOf } from './hub.js';
export { notificationRoutes } from './routes.js';
