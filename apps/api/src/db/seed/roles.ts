import type { ScopeType } from '../schema/users.js';

/** The roles we define (the spec names none); see docs/decisions/0004-roles-and-permissions.md. */
export const ROLE_DEFINITIONS: { key: string; name: string; scope_type: ScopeType; permissions: string[] }[] = [
  { key: 'account-owner', name: 'Account owner', scope_type: 'account', permissions: ['all'] },
  {
    key: 'account-admin',
    name: 'Account admin',
    scope_type: 'account',
    permissions: [
      'dashboard.read', 'sites.read', 'users.all', 'employers.all', 'employer-users.all',
      'jobs.all', 'seekers.all', 'applications.all', 'consultants.all', 'credits.all',
      'notifications.all', 'settings.all',
    ],
  },
  {
    key: 'site-admin',
    name: 'Site admin',
    scope_type: 'site',
    permissions: [
      'dashboard.read', 'employers.all', 'employer-users.all', 'jobs.all', 'seekers.all',
      'applications.all', 'consultants.all', 'credits.read', 'notifications.all', 'settings.read',
    ],
  },
  {
    key: 'recruiter',
    name: 'Recruiter (consultant)',
    scope_type: 'site',
    permissions: [
      'dashboard.read', 'employers.read', 'employer-users.read', 'jobs.all', 'seekers.read',
      'seekers.update', 'applications.all', 'consultants.read', 'notifications.read',
    ],
  },
  {
    key: 'employer-admin',
    name: 'Employer admin',
    scope_type: 'employer',
    permissions: [
      'dashboard.read', 'employer.read', 'employer.update', 'employer-users.all', 'jobs.all',
      'applications.all', 'credits.all', 'notifications.read',
    ],
  },
  {
    key: 'employer-user',
    name: 'Employer user',
    scope_type: 'employer',
    permissions: [
      'dashboard.read', 'employer.read', 'employer-users.read', 'jobs.read', 'jobs.create',
      'applications.read', 'notifications.read',
    ],
  },
];
