// The access module's face (decision 0029): who may act where. Other modules import this file only.
export { ADMIN_ROLES, keepAnAdmin, soleAdmin } from './admins.js';
export {
  accountReachOf,
  accountRight,
  CANDIDATE,
  grantedReach,
  reachOf,
  SETTINGS_READ,
  SETTINGS_UPDATE,
  SIGNED_IN,
  SITE_MEMBER,
  siteRight,
  tenantRight,
} from './reach.js';
export type { AccountReach, AccountRight, Reach, RouteRight, TenantRight } from './reach.js';
export { holdsEveryRightOf } from './author-rights.js';
export type { PlacedGrant } from './author-rights.js';
export { CallerCache } from './caller-cache.js';
export { authorHoldsSeekerView, checkCaller, findCaller, liveTokenIds } from './caller-repository.js';
export type { Caller } from './caller-repository.js';
export {
  findEnterpriseIdByKey,
  findPrimaryDomain,
  findSite,
  grantsOf,
  isSiteMember,
  listGrants,
  loadTree,
  toGrant,
} from './repository.js';
export type { GrantRow, MembershipGrant } from './repository.js';
export { placedOnSite } from './placement-repository.js';
export { permissionMap, resolveAccess } from './scope.js';
export type { Access } from './scope.js';
