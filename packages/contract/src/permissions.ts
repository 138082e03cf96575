import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

/**
 * The permission model of spec §6, shared by the API (on every route) and the web app
 * (routes, menus, buttons). Entries are `subject.action` strings held per scope key.
 */
/** Every subject a permission entry can name (spec §6 `subject.action`); `all` is every subject. */
export const SUBJECTS = [
  'all',
  'portal',
  'dashboard',
  'accounts',
  'sites',
  'users',
  'employers',
  'employer',
  'employer-users',
  'jobs',
  'seekers',
  'applications',
  'consultants',
  'credits',
  /** The site's credit unit price, discount tiers and products (only account and site memberships). */
  'pricing',
  'notifications',
  'settings',
  'tags',
  /** The audit log (decision 0095): account owners and admins, site admins. */
  'audit',
  /** The site's API keys (decision 0105): account owners and admins, site admins; never a key. */
  'api-keys',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Every action; `manage` is what the entry action `all` becomes, `access` what every subject gets. */
export const ACTIONS = [
  'manage',
  'access',
  'read',
  'create',
  'update',
  'delete',
  'approve',
  'export',
  'impersonate',
  /** Grant or revoke credits with a reason (`credits.grant`; only account and site memberships). */
  'grant',
] as const;
export type Action = (typeof ACTIONS)[number];

export type AppAbility = MongoAbility<[Action, Subject]>;

const subjectSet: ReadonlySet<string> = new Set(SUBJECTS);
const actionSet: ReadonlySet<string> = new Set(ACTIONS);
export const isSubject = (value: string): value is Subject => subjectSet.has(value);
export const isAction = (value: string): value is Action => actionSet.has(value);
export type PermissionMap = Record<string, string[]>;

export const ANY_ACTION: Action = 'manage';
export const ANY_SUBJECT: Subject = 'all';

export interface SelectedScope {
  accountId?: number | null;
  siteId?: number | null;
  employerId?: number | null;
}

export interface RouteMeta {
  action: Action;
  subject: Subject;
}

/** Route meta default (spec §2): access on portal. */
export const DEFAULT_ROUTE_META: RouteMeta = { action: 'access', subject: 'portal' };

export const scopeKey = {
  account: (id: number) => `account:${id}`,
  site: (id: number) => `site:${id}`,
  employer: (id: number) => `employer:${id}`,
};

/** The scope keys whose entries count for the selected account, site and employer. */
export function selectedScopeKeys(scope: SelectedScope): string[] {
  const keys: string[] = [];
  if (scope.accountId != null) keys.push(scopeKey.account(scope.accountId));
  if (scope.siteId != null) keys.push(scopeKey.site(scope.siteId));
  if (scope.employerId != null) keys.push(scopeKey.employer(scope.employerId));
  return keys;
}

/** Turns one entry into rules: `all`, `subject.all`, `subject.action`, or a bare subject. */
export function rulesForEntry(entry: string): RawRuleOf<AppAbility>[] {
  const trimmed = entry.trim();
  if (!trimmed) return [];
  if (trimmed === 'all') return [{ action: ANY_ACTION, subject: ANY_SUBJECT }];
  const dot = trimmed.lastIndexOf('.');
  const subject = dot === -1 ? trimmed : trimmed.slice(0, dot);
  const rawAction = dot === -1 ? 'access' : trimmed.slice(dot + 1);
  const action = rawAction === 'all' ? ANY_ACTION : rawAction;
  // An entry naming a subject or action the product does not know grants nothing.
  if (!isSubject(subject) || !isAction(action)) return [];
  const rules: RawRuleOf<AppAbility>[] = [{ action: 'access', subject }];
  if (action !== 'access') rules.push({ action, subject });
  return rules;
}

/** The rules in force for a selection: everyone's access on portal, then the selected scopes' entries. */
export function rulesForScope(permissions: PermissionMap, scope: SelectedScope): RawRuleOf<AppAbility>[] {
  const rules: RawRuleOf<AppAbility>[] = [{ action: 'access', subject: 'portal' }];
  for (const key of selectedScopeKeys(scope)) {
    for (const entry of permissions[key] ?? []) rules.push(...rulesForEntry(entry));
  }
  return rules;
}

export function buildAbility(permissions: PermissionMap, scope: SelectedScope): AppAbility {
  return createMongoAbility<AppAbility>(rulesForScope(permissions, scope));
}

/**
 * The selection's rights split by where they were granted (decision 0012): `site` holds the
 * account's and the site's entries and reaches the whole selected site; `employer` holds only the
 * selected employer's own entries and reaches that employer alone. Rights of two memberships are
 * never combined into a reach that neither grants.
 */
export interface LevelAbilities {
  site: AppAbility;
  employer: AppAbility | null;
}

export function buildLevelAbilities(permissions: PermissionMap, scope: SelectedScope): LevelAbilities {
  const site = buildAbility(permissions, { accountId: scope.accountId, siteId: scope.siteId });
  const employer = scope.employerId == null ? null : buildAbility(permissions, { employerId: scope.employerId });
  return { site, employer };
}

export interface CheckOptions {
  /** When false, a rule on the subject `all` does not satisfy a check on a named subject. */
  allFallback?: boolean;
}

/**
 * Whether the ability allows `action` on `subject`. By default a rule on `all` for that action
 * (or `manage all`) also passes (spec §6); the fallback can be turned off per check.
 */
export function can(
  ability: AppAbility,
  action: Action,
  subject: Subject,
  { allFallback = true }: CheckOptions = {},
): boolean {
  if (allFallback) return ability.can(action, subject);
  return ability.rulesFor(action, subject).some((rule) => !rule.inverted && rule.subject !== ANY_SUBJECT);
}
