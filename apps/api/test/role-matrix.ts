import type { Action, Subject } from '@portal/contract';
import { ROLE_DEFINITIONS } from '../src/db/seed/roles.js';
import { DEMO_USERS } from '../src/db/seed/tenants.js';
import type { RouteRight } from '../src/modules/access/reach.js';

/**
 * The seeded roles as the isolation walk plays them (decision 0098): one demo user per role of the
 * first account, with the permission list the seed gives the role. Read from the seed, so a role
 * added there is walked by default.
 */
export interface SeededRole {
  email: string;
  role: string;
  /** Where the role's membership is held: what it reaches (decision 0012). */
  level: 'account' | 'site' | 'employer';
  permissions: readonly string[];
  /** The site its membership reaches, and the employer for an employer's member. */
  site: string;
  employer?: string;
}

/** The account the walk plays in, its site, and the other tenants it must never see. */
export const OWN_ACCOUNT = 'acme';
export const OWN_SITE = 'acme/careers';

export function seededRoles(): SeededRole[] {
  return DEMO_USERS.filter((user) => user.scope.account === OWN_ACCOUNT).map((user) => {
    const definition = ROLE_DEFINITIONS.find((role) => role.key === user.role);
    if (!definition) throw new Error(`${user.email}: no role ${user.role}`);
    const site = `${user.scope.account}/${user.scope.site ?? OWN_SITE.split('/')[1]}`;
    return {
      email: user.email,
      role: user.role,
      level: definition.scope_type,
      permissions: definition.permissions,
      site,
      ...(user.scope.employer ? { employer: user.scope.employer } : {}),
    };
  });
}

/**
 * Whether a permission list grants `action` on `subject`, read from spec §6 independently of the
 * product's ability builder: `all` is everything, `subject.all` every action on it, `subject.action`
 * that action (and `access`), and everybody holds `access` on `portal`.
 */
export function grants(permissions: readonly string[], action: Action, subject: Subject): boolean {
  if (action === 'access' && subject === 'portal') return true;
  return permissions.some((entry) => {
    if (entry === 'all') return true;
    const dot = entry.lastIndexOf('.');
    const [held, verb] = dot === -1 ? [entry, 'access'] : [entry.slice(0, dot), entry.slice(dot + 1)];
    return held === subject && (verb === 'all' || verb === action || action === 'access');
  });
}

/**
 * The answer a route's declared right gives the role in its own scope: allowed, or refused (403; a
 * staff token on a candidate's route: 401). A
 * site subject counts only for account and site memberships, an employer subject only for the
 * selected employer's own membership, an account subject only for the account's (decision 0012).
 */
export function allowedTo(role: SeededRole, right: RouteRight | undefined): boolean {
  if (!right) throw new Error('a private route without a right');
  if ('signedIn' in right) return true;
  if ('candidate' in right) return false;
  if ('account' in right) return role.level === 'account' && grants(role.permissions, right.action, right.account);
  const { alsoSite } = right;
  if (alsoSite && (role.level === 'employer' || !grants(role.permissions, alsoSite.action, alsoSite.subject))) {
    return false;
  }
  if (role.level !== 'employer') return grants(role.permissions, right.action, right.site);
  // An employer's member reaches the site's `access portal` (everybody's) and its employer's subjects.
  if (right.action === 'access' && right.site === 'portal') return true;
  return right.employer !== undefined && grants(role.permissions, right.action, right.employer);
}
