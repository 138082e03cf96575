import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { roles } from '../schema/index.js';
import type { ScopeType } from '../schema/users.js';

/** The roles we define (the spec names none); see docs/decisions/0004-roles-and-permissions.md. */
export const ROLE_DEFINITIONS: { key: string; name: string; scope_type: ScopeType; permissions: string[] }[] = [
  { key: 'account-owner', name: 'Account owner', scope_type: 'account', permissions: ['all'] },
  {
    key: 'account-admin',
    name: 'Account admin',
    scope_type: 'account',
    permissions: [
      'dashboard.read',
      'sites.read',
      'users.all',
      'employers.all',
      'employer-users.all',
      'jobs.all',
      'seekers.all',
      'applications.all',
      'consultants.all',
      'credits.all',
      'pricing.all',
      'notifications.all',
      'settings.all',
      'tags.all',
      'audit.read',
      'audit.export',
      'api-keys.all',
    ],
  },
  {
    key: 'site-admin',
    name: 'Site admin',
    scope_type: 'site',
    permissions: [
      'dashboard.read',
      'employers.all',
      'employer-users.all',
      'jobs.all',
      'seekers.all',
      'applications.all',
      'consultants.all',
      'credits.read',
      'notifications.all',
      'settings.read',
      'tags.all',
      'settings.update',
      'credits.create',
      'credits.export',
      'credits.grant',
      'pricing.update',
      'audit.read',
      'audit.export',
      'api-keys.all',
    ],
  },
  {
    key: 'recruiter',
    name: 'Recruiter (consultant)',
    scope_type: 'site',
    permissions: [
      'dashboard.read',
      'employers.read',
      'employer-users.read',
      'jobs.all',
      'seekers.read',
      'seekers.update',
      'applications.all',
      'consultants.read',
      'notifications.read',
      'tags.read',
      'tags.create',
      'credits.read',
    ],
  },
  {
    key: 'employer-admin',
    name: 'Employer admin',
    scope_type: 'employer',
    permissions: [
      'dashboard.read',
      'employer.read',
      'employer.update',
      'employer-users.all',
      // Not `jobs.all`: approving and rejecting jobs (`jobs.approve`) is the site's staff's (decision 0038).
      'jobs.read',
      'jobs.create',
      'jobs.update',
      'jobs.delete',
      'jobs.export',
      'applications.all',
      'notifications.read',
      'credits.read',
      'credits.create',
      'credits.export',
    ],
  },
  {
    key: 'employer-user',
    name: 'Employer user',
    scope_type: 'employer',
    permissions: [
      'dashboard.read',
      'employer.read',
      'employer-users.read',
      'jobs.read',
      'jobs.create',
      'jobs.update',
      // Decision 0046: they move their jobs' candidates along and note feedback; exporting stays the admin's.
      'applications.read',
      'applications.update',
      'notifications.read',
      'credits.read',
    ],
  },
];

/** Inserts the roles the database lacks (the demo seed and `npm run create-account`); returns each role's id by key. */
export async function ensureRoles(db: Db): Promise<Map<string, number>> {
  const roleIds = new Map<string, number>();
  for (const role of ROLE_DEFINITIONS) {
    const [row] = await db.insert(roles).values(role).onConflictDoNothing().returning();
    const id = row?.id ?? (await db.select().from(roles).where(eq(roles.key, role.key)))[0]?.id;
    if (id) roleIds.set(role.key, id);
  }
  return roleIds;
}
