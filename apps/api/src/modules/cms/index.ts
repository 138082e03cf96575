// The cms module's face (decision 0029): the content editor's token (decision 0056).
export { cmsRoutes } from './routes.js';
export { verifyCmsToken } from './token.js';
