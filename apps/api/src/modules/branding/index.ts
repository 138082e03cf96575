// The branding module's face (decision 0029): a domain's branding record, and links on a site's own domain.
export { hostLink, siteLinkBase } from './links.js';
export { brandingRoutes } from './routes.js';
