// The seekers module's face (decision 0029): its routes and its export.
export { seekerRoutes } from './routes.js';
export { seekersExport } from './export.js';
export { seekerRight } from './rights.js';
export { searchSeekers } from './search-repository.js';
export { deleteObjectsLater, DELETE_OBJECTS_QUEUE, type DeleteObjectsJob } from './erase.js';
export { sweepCandidateRetention } from './retention.js';
