// The impersonation module's face (decision 0052): acting as a portal user, looking at a candidate.
export { candidateRoutes } from './candidate-routes.js';
export type { CandidateCaller } from './repository.js';
export { impersonationRoutes } from './routes.js';
export { signInCandidate } from './service.js';
