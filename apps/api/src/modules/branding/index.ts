// The branding module's face (decision 0029): a domain's branding record, its site, and links on a site's own domain.
export { hostLink, siteLinkBase } from './links.js';
export { findPrimaryDomain, findSiteByDomain } from './repository.js';
export { brandingRoutes } from './routes.js';
