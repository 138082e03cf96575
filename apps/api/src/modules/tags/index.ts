// The tags module's face (decision 0029).
export { tagRoutes } from './routes.js';
export { replaceTagLinks, tagsOfOwners } from './repository.js';
export { tagsForSite } from './service.js';
export { checkTagFilter, registerRecordTagRoutes, tagReach } from './record-tags.js';
export type { TaggedRecords } from './record-tags.js';
export { taggedWith } from './repository.js';
