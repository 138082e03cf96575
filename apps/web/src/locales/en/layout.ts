import { languageLabels, themeLabels } from './login';

export const nav = {
  label: 'Main navigation',
  open: 'Open navigation',
  close: 'Close navigation',
  collapse: 'Collapse navigation',
  expand: 'Expand navigation',
  dashboard: 'Dashboard',
  employers: 'Employers',
  jobs: 'Jobs',
  postJob: 'Post a job',
  jobsHold: 'Jobs on hold',
  applications: 'Applications',
  flaggedJobs: 'Flagged jobs',
  seekers: 'Candidates',
  consultants: 'Consultants',
  credits: 'Credits',
  settings: 'Settings',
  sites: 'Sites',
  users: 'Users',
  search: 'Quick search',
  shortcuts: 'Shortcuts',
  contentEditor: 'Content editor',
  notifications: 'Notifications',
};

export const layout = {
  scope: {
    label: 'Switch account and site',
    menu: 'Accounts and sites',
    current: '{{account}} / {{site}}',
    none: 'No site selected',
  },
  theme: themeLabels,
  language: languageLabels,
  customizer: {
    label: 'Layout settings',
    title: 'Layout',
    navigation: 'Navigation',
    vertical: 'Vertical',
    horizontal: 'Horizontal',
    contentWidth: 'Content width',
    boxed: 'Boxed',
    wide: 'Wide',
  },
  scrollTop: 'Back to top',
  footer: '© {{year}} {{title}}',
};
