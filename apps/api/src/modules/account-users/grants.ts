import { canGrant, MESSAGES, type PermissionMap } from '@portal/contract';
import { forbidden } from '../../lib/http-error.js';

/** Where a role is held: the account, one of its sites, or one of their employers. */
export interface GrantScope {
  accountId: number;
  siteId: number | null;
  employerId: number | null;
}

/**
 * A user never grants more than they hold (decision 0051): granting, changing or taking away a
 * role needs every right of that role in its scope. Refused with the spec's 403 "You are not
 * authorized!" — the web offers only grantable roles, so only a hand-made request meets it.
 */
export function assertGrantable(permissions: PermissionMap, scope: GrantScope, rolePermissions: readonly string[]) {
  if (!canGrant(permissions, scope, rolePermissions)) throw forbidden(MESSAGES.notAuthorized);
}
