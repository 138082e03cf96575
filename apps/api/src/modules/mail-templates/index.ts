// The mail-templates module's face (decision 0029): a mail in the site's own wording.
export { composeMail } from './compose.js';
export { mailTemplateRoutes } from './routes.js';
