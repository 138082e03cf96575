import { snackbarTypes } from './login';
export const dashboard = {
  title: 'Dashboard',
  subtitle: '{{account}} · {{site}}',
  overview: 'Site overview',
  creditSales: {
    title: 'Credit sales',
    sold: 'Credits sold',
    revenue: 'Revenue from credits',
    testRevenue: 'Test money (sandbox payments, not real revenue)',
  },
  counts: {
    employers: 'Employers',
    employers_on_hold: 'Employers on hold',
    employers_active: 'Active employers',
    employers_disabled: 'Disabled employers',
    employer_live_jobs: 'Live jobs of my employer',
    employer_users: 'Users of my employer',
    jobs: 'Jobs',
    jobs_on_hold: 'Jobs on hold',
    jobs_live: 'Live jobs',
    jobs_expiring_soon: 'Live jobs ending within 7 days',
    jobs_flagged: 'Candidate-flagged jobs to review',
    flagged_jobs: 'Flagged jobs',
    applications: 'Applications',
    seekers: 'Candidates',
    consultants: 'Consultants',
    credits: 'Credits',
    notifications: 'Notifications',
    users: 'Users',
  },
  charts: {
    jobsByStatus: 'Jobs by status',
    jobs: 'Jobs',
    jobsSummary: "Bar chart of the site's jobs by status, {{total}} in all. The figures follow as links.",
    applicationsSummary:
      'Stacked bar chart of the applications of the last 30 days per day and status, {{total}} in all. The figures follow as links and a table.',
    creditsByDay: 'Credits sold in the last 30 days',
    creditsSummary:
      'Bar chart of the credits sold per day in the last 30 days, {{total}} in all. The figures follow as a table.',
    day: 'Day',
    openCredits: 'Open the credit system',
  },
  applicationsByStatus: {
    title: 'Applications in the last 30 days',
    none: 'No applications in the last 30 days.',
  },
};

export const errors = {
  notFound: {
    title: 'Page not found',
    description: "We couldn't find the page you are looking for.",
  },
  init: {
    title: 'The portal could not start',
  },
  route: {
    title: 'Something went wrong',
    reload: 'Reload the page',
  },
};

export const snackbar = { types: snackbarTypes };
