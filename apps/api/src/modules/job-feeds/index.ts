// The job-feeds module's face (decision 0107): a site's live jobs for aggregators (XML), search
// engines (sitemap) and Google's job search (JSON-LD).
export { jobPostingRoutes, publicFeedRoutes } from './routes.js';
