// The job-reports module's face (decision 0029): flagged jobs and job feedback for staff.
export { jobReportRoutes } from './routes.js';
