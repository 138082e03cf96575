// The jobs module's face (decision 0029): its routes, its export, its sweep and what paying for a job means.
export { publishPaidJob } from './direct-payment.js';
export { jobsExport } from './export.js';
export { jobRoutes } from './routes.js';
export { expireEndedJobs, EXPIRY_WARNING_DAYS, sweepJobs, warnExpiringJobs } from './expiry.js';
export { jobRows } from './repository.js';
export { jobRight } from './rights.js';
export { searchJobs } from './search-repository.js';
