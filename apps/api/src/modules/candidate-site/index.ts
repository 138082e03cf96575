// The candidate-site module's face (decision 0029): the public candidate API, and the apply
// service the demo seed applies through.
export { applyToJob, type ApplyFiles } from './apply.js';
export { liveJobRows, liveOnSite, type LiveJob, type PublicSite } from './public-jobs-repository.js';
export { insertFeedback, insertFlag } from './reports-repository.js';
export { candidateSiteRoutes } from './routes.js';
