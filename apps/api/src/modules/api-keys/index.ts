// The API keys module's face (decision 0029): a site's keys, and how a request made with one is let in (decision 0105).
export { apiKeyRoutes } from './routes.js';
export { effectiveRights, isApiKey, keyAccess, keyMayCall } from './access.js';
export { findKeyCaller } from './caller-repository.js';
export type { KeyCaller } from './caller-repository.js';
export { touchKey } from './repository.js';
