import { z } from 'zod';
import { listQuerySchema, pageOf } from './list.js';
import { MESSAGES } from './messages.js';
import {
  buildAbility,
  rulesForEntry,
  type Action,
  type PermissionMap,
  type SelectedScope,
  type Subject,
} from './permissions.js';
import { emailField, personName } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/** Every role we define (decision 0004), and the kind of scope each is held in. */
export const ROLE_SCOPES = {
  'account-owner': 'account',
  'account-admin': 'account',
  'site-admin': 'site',
  recruiter: 'site',
  'employer-admin': 'employer',
  'employer-user': 'employer',
} as const;
export type RoleKey = keyof typeof ROLE_SCOPES;
export const ROLE_KEYS = Object.keys(ROLE_SCOPES) as [RoleKey, ...RoleKey[]];
export const MEMBERSHIP_SCOPES = ['account', 'site', 'employer'] as const;
export type MembershipScope = (typeof MEMBERSHIP_SCOPES)[number];

/** A role with its permission list, for viewing (`GET /v1/accounts/roles`). */
export const RoleSchema = z.object({
  key: z.enum(ROLE_KEYS),
  name: z.string(),
  scope_type: z.enum(MEMBERSHIP_SCOPES),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.object({ data: z.array(RoleSchema) });

/** One role a user holds in one scope of the account. */
export const ScopeRoleSchema = z.object({
  membership_id: z.number().int(),
  scope_type: z.enum(MEMBERSHIP_SCOPES),
  scope_id: z.number().int(),
  /** The account's, site's or employer's name. */
  scope_name: z.string(),
  /** For a site or employer: the site it belongs to (its name), to group and label. */
  site_id: z.number().int().nullable(),
  role: z.enum(ROLE_KEYS),
  /** The scope's only admin (decision 0025): this role cannot be taken away. */
  last_admin: z.boolean(),
});
export type ScopeRole = z.infer<typeof ScopeRoleSchema>;

export const ACCOUNT_USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export const AccountUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** invited: never chose a password; disabled: cannot sign in. */
  status: z.enum(ACCOUNT_USER_STATUSES),
  roles: z.array(ScopeRoleSchema),
  created_at: z.string(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;
export const AccountUserPageSchema = pageOf(AccountUserSchema);
export const AccountUserDataSchema = z.object({ data: AccountUserSchema });
export const ACCOUNT_USER_SORTS = ['name', 'email', 'created_at'] as const;
export const AccountUserListQuerySchema = listQuerySchema(ACCOUNT_USER_SORTS, {
  role: z.enum(ROLE_KEYS).optional(),
  status: z.enum(ACCOUNT_USER_STATUSES).optional(),
});

const idParam = () => z.coerce.number().int().min(1).max(2147483647);
/** The scope a role is granted in, and the role: a role of another kind of scope is a 422 on `role`. */
const scopedRole = z.object({ scope_type: z.enum(MEMBERSHIP_SCOPES), scope_id: idParam(), role: z.enum(ROLE_KEYS) });
const roleFitsScope = (v: { scope_type: MembershipScope; role: RoleKey }) => ROLE_SCOPES[v.role] === v.scope_type;

export const InviteAccountUserSchema = scopedRole
  .extend({ email: emailField(), name: personName(255, { optional: true }) })
  .refine(roleFitsScope, { path: ['role'], message: MESSAGES.invalid });
export type InviteAccountUser = z.infer<typeof InviteAccountUserSchema>;

export const SetScopeRoleSchema = scopedRole.refine(roleFitsScope, { path: ['role'], message: MESSAGES.invalid });
export type SetScopeRole = z.infer<typeof SetScopeRoleSchema>;

export const AccountUserParamsSchema = z.object({ user: idParam() });
export const AccountUserMembershipParamsSchema = z.object({ user: idParam(), membership: idParam() });

/** An account-user invitation as the inviter sees it (decision 0051). */
export const AccountInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLE_KEYS),
  status: z.enum(['pending', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
});

/**
 * Whether a caller holding `permissions` may grant a role with `rolePermissions` in `scope`
 * (decision 0051): every rule the role's entries make must be one the caller holds there. A
 * site's staff right on `employers` covers an employer's own `employer` right.
 */
export function canGrant(permissions: PermissionMap, scope: SelectedScope, rolePermissions: readonly string[]) {
  const ability = buildAbility(permissions, scope);
  return rolePermissions.every((entry) =>
    rulesForEntry(entry).every((rule) => {
      // One entry gives one action on one subject (rulesForEntry).
      const [action, subject] = [rule.action as Action, rule.subject as Subject];
      return ability.can(action, subject) || (subject === 'employer' && ability.can(action, 'employers'));
    }),
  );
}

/** An account's users as a resource (decision 0051): the list and what a save answers. */
export const ACCOUNT_USER_RESOURCE = {
  query: AccountUserListQuerySchema,
  page: AccountUserPageSchema,
  saved: AccountUserDataSchema,
} satisfies ResourceSchemas;
