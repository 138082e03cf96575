// The files module's face (decision 0029): uploads a record points at, and their release.
export { fileRoutes, publicFileRoutes } from './routes.js';
export { checkSiteFileRef, publicFileIdOf, releaseFiles, siteFileRefs, sweepUnattachedFiles } from './service.js';
