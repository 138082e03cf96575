// The settings module's face (decision 0029): a site's settings tabs with their defaults, and its branding record.
export { toBranding } from './branding-record.js';
export { settingsRoutes } from './routes.js';
export { employersGoOnHold, jobsGoOnHold } from './service.js';
export { feedSettingsOf } from './feed-settings.js';
