import { API_KEY_PREFIX, buildLevelAbilities, heldApiKeyEntries, MESSAGES } from '@portal/contract';
import { forbidden } from '../../lib/http-error.js';
import {
  type Access,
  type MembershipGrant,
  permissionMap,
  resolveAccess,
  type RouteRight,
  type TenantRight,
} from '../access/index.js';
import type { KeyCaller } from './caller-repository.js';

/** A bearer that names an API key rather than a session token (decision 0105). */
export const isApiKey = (bearer: string): boolean => bearer.startsWith(API_KEY_PREFIX);

/**
 * Whether a route may be called with a key at all: only a site's records, by a right the key can
 * carry. The account level (`account` rights), the person's own things (`signedIn`: their session,
 * exports, password), a candidate's view and what every member of a site may do (`access portal`:
 * avatar, uploads, search, dashboard) are a person's, never a key's.
 */
export function keyMayCall(right: RouteRight | undefined): right is TenantRight {
  return right !== undefined && 'action' in right && 'site' in right && right.site !== 'portal';
}

/**
 * The key's rights that its creator holds on its site now (their account's and the site's
 * memberships, decision 0012): a right counts only while it is held, so a key never outlives a
 * right its creator lost, and regains it should it be given back (decision 0105).
 */
export function effectiveRights(caller: KeyCaller): string[] {
  const { site } = buildLevelAbilities(permissionMap(caller.grants), {
    accountId: caller.account_id,
    siteId: caller.site_id,
  });
  return heldApiKeyEntries(site, caller.rights);
}

/**
 * The access of a request made with the key: its own site only, as one site membership holding
 * the key's effective rights. A selected account, site or employer other than the key's own is
 * refused (403), as a person's selection of a scope they do not reach is; none selected is the key's site.
 */
export function keyAccess(
  caller: KeyCaller,
  requested: { accountId: number | null; siteId: number | null; employerId: number | null },
): Access {
  const elsewhere =
    requested.employerId != null ||
    (requested.siteId != null && requested.siteId !== caller.site_id) ||
    (requested.accountId != null && requested.accountId !== caller.account_id);
  if (elsewhere) throw forbidden(MESSAGES.scopeRefused);
  const grant: MembershipGrant = {
    scope_type: 'site',
    scope_id: caller.site_id,
    permissions: effectiveRights(caller),
    account_id: caller.account_id,
    site_id: caller.site_id,
    employer_id: null,
  };
  const site = { id: caller.site_id, site_id: caller.site_id, account_id: caller.account_id };
  return resolveAccess(
    { grants: [grant], employer: null, site },
    { accountId: caller.account_id, siteId: caller.site_id },
  );
}
