import { ROLE_SCOPES, type AccountUser, type RoleKey } from '@portal/contract';
import { ADMIN_ROLES } from '../access/index.js';
import type { ScopeRoleRow } from './repository.js';

interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string | null;
  disabled_at: Date | null;
  created_at: Date;
}

const isAdminRole = (role: RoleKey) => ADMIN_ROLES[ROLE_SCOPES[role]].includes(role);

export function statusOf(user: UserRow): AccountUser['status'] {
  if (user.disabled_at) return 'disabled';
  return user.password_hash === null ? 'invited' : 'active';
}

/** A user of the account with the roles they hold in it. */
export function toAccountUser(user: UserRow, roles: readonly ScopeRoleRow[]): AccountUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: statusOf(user),
    // Each of their roles as its row reads, and whether they are its scope's last admin.
    roles: roles
      .filter((row) => row.user_id === user.id)
      .map(({ user_id: _user, admins, ...role }) => ({ ...role, last_admin: isAdminRole(role.role) && admins === 1 })),
    created_at: user.created_at.toISOString(),
  };
}
