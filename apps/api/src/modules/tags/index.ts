// The tags module's face (decision 0029).
export { tagRoutes } from './routes.js';
export { replaceTagLinks, tagsOfOwners } from './repository.js';
export { tagsForSite } from './service.js';
export { registerRecordTagRoutes, tagReachOf } from './record-tag-routes.js';
export type { TaggedResource } from './record-tag-routes.js';
