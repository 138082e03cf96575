import { can, DEFAULT_ROUTE_META, type Action, type AppAbility, type Subject } from '@portal/contract';
import { loginRedirect, type PageLocation } from './login-path';

export { LOGIN_PATH, REDIRECT_PARAM, loginRedirect } from './login-path';

/** What a route declares in its `handle` (spec §2 "Route meta"). */
export interface RouteMetaInput {
  public?: boolean;
  unauthenticatedOnly?: boolean;
  action?: Action;
  subject?: Subject;
}

export type GuardLocation = PageLocation;

export interface GuardInput {
  meta: RouteMetaInput;
  isAuthenticated: boolean;
  /** Needed only for an authenticated user on a guarded route. */
  ability: AppAbility | null;
  location: GuardLocation;
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export const NOT_AUTHORIZED_PATH = '/not-authorized';

/** The route guard of spec §2, as a pure decision. */
export function decideRoute({ meta, isAuthenticated, ability, location }: GuardInput): GuardDecision {
  if (meta.public) return { type: 'allow' };
  if (meta.unauthenticatedOnly) return isAuthenticated ? { type: 'redirect', to: '/' } : { type: 'allow' };
  if (!isAuthenticated) return { type: 'redirect', to: loginRedirect(location) };
  const action = meta.action ?? DEFAULT_ROUTE_META.action;
  const subject = meta.subject ?? DEFAULT_ROUTE_META.subject;
  if (!ability || !can(ability, action, subject)) return { type: 'redirect', to: NOT_AUTHORIZED_PATH };
  return { type: 'allow' };
}

function isRouteMeta(handle: unknown): handle is RouteMetaInput {
  return typeof handle === 'object' && handle !== null;
}

/** The meta in force for a matched branch: each route's `handle` overrides its parents'. */
export function routeMetaFromHandles(handles: readonly unknown[]): RouteMetaInput {
  const meta: RouteMetaInput = {};
  for (const handle of handles) {
    if (!isRouteMeta(handle)) continue;
    if (typeof handle.public === 'boolean') meta.public = handle.public;
    if (typeof handle.unauthenticatedOnly === 'boolean') meta.unauthenticatedOnly = handle.unauthenticatedOnly;
    if (typeof handle.action === 'string') meta.action = handle.action;
    if (typeof handle.subject === 'string') meta.subject = handle.subject;
  }
  return meta;
}
