import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, MESSAGES } from '@portal/contract';
import type { Db } from '../db/client.js';
import { forbidden, HttpError, invalid, unauthenticated } from '../lib/http-error.js';
import {
  accountReachOf,
  type AccountReach,
  type Access,
  CallerCache,
  findEnterpriseIdByKey,
  type Reach,
  reachOf,
  resolveAccess,
  type RouteRight,
} from '../modules/access/index.js';
import { hashToken, touchToken } from '../modules/auth/index.js';
import { findKeyCaller, isApiKey, keyAccess, keyMayCall, touchKey } from '../modules/api-keys/index.js';
import { hitWindowLimit } from '../lib/rate-limit.js';
import { type CandidateCaller, signInCandidate } from '../modules/impersonation/index.js';
import { runActingFor } from '../lib/acting-for.js';
import { ALL_SITES, runInScope, runSigningIn, scopeOf, setRequestScope } from '../db/row-scope.js';

export interface AuthUser {
  id: number;
  enterpriseId: number;
  email: string;
  name: string;
  avatar: string | null;
  tokenId: number;
  parentTokenId: number | null;
  /** The staff member behind this impersonation token (decision 0052). */
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route under /portal (app.ts): the enterprise key and sign-in checks apply. */
    api?: true;
    /** No sign-in needed (login, branding, health). */
    public?: boolean;
    /** What every other /portal route needs, checked here before the body is read (decision 0024). */
    right?: RouteRight;
  }
  interface FastifyRequest {
    enterpriseId: number;
    user: AuthUser;
    access: Access;
    /** Where the route's declared right lets the request act (not set for `SIGNED_IN` routes). */
    reach: Reach;
    /** Where an account route's right lets the request act (decision 0051). */
    accountReach: AccountReach;
    /** The candidate a staff member looks at, on `CANDIDATE` routes only (decision 0052). */
    candidate: CandidateCaller;
    /** The API key the request was made with, if any (decision 0105): `user` is then its creator. */
    apiKey?: { id: number; name: string };
  }
}

const TOUCH_INTERVAL_MS = 60_000;

type RouteConfig = FastifyRequest['routeOptions']['config'];

/**
 * The route's own settings only: the checks key on the matched route, never on the URL's spelling
 * (the router decodes `/%70ortal`), nor on a property inherited from a polluted Object.prototype.
 */
const own = <K extends 'api' | 'public' | 'right'>(config: RouteConfig, key: K) =>
  Object.hasOwn(config, key) ? config[key] : undefined;

/** The API proper: every route registered under /portal (not its documentation). */
const isPortalApi = (config: RouteConfig) => own(config, 'api') === true;
const isPublic = (config: RouteConfig) => own(config, 'public') === true;

/** The largest id a `serial` column holds: a larger one names nothing (and PostgreSQL refuses to compare it). */
const MAX_ID = 2_147_483_647;

/** A scope header's id, null when absent, or `invalid`: refused (422) only once the token is known good. */
function headerId(request: FastifyRequest, name: string): number | null | 'invalid' {
  const raw = request.headers[name.toLowerCase()];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_ID) return 'invalid';
  return Number(value);
}

const SCOPE_HEADERS = { accountId: HEADERS.account, siteId: HEADERS.site, employerId: HEADERS.employer } as const;
type Requested = Record<keyof typeof SCOPE_HEADERS, number | null | 'invalid'>;

const requestedScope = (request: FastifyRequest): Requested => ({
  accountId: headerId(request, SCOPE_HEADERS.accountId),
  siteId: headerId(request, SCOPE_HEADERS.siteId),
  employerId: headerId(request, SCOPE_HEADERS.employerId),
});

const idOrNull = (id: number | null | 'invalid') => (id === 'invalid' ? null : id);

/** Enterprise key, sign-in, scope and the route's right for every /portal route, before its handler. */
export function registerRequestContext(
  app: FastifyInstance,
  db: Db,
  enterpriseKey: string,
  keyLimit: { max: number; windowSeconds: number },
): void {
  let enterpriseId: number | undefined;
  // Per app instance, as a replica's: each proves a kept caller fresh against the database (decision 0070).
  const callers = new CallerCache();

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!isPortalApi(config)) return;
    const key = request.headers[HEADERS.enterprise.toLowerCase()];
    if (key === undefined || key === '') throw new HttpError(400, MESSAGES.enterpriseKeyMissing);
    if (key !== enterpriseKey) throw new HttpError(403, MESSAGES.enterpriseKeyInvalid);
    enterpriseId ??= await runSigningIn(() => findEnterpriseIdByKey(db, enterpriseKey));
    if (enterpriseId === undefined) throw new HttpError(403, MESSAGES.enterpriseKeyInvalid);
    request.enterpriseId = enterpriseId;
    // Authentication, then scope and permission, all before the body is read or validated (as
    // Laravel's middleware order): a stranger gets 401 and a refused user 403, never a 422.
    if (isPublic(config)) return;
    const right = own(config, 'right');
    // A candidate token opens the candidate routes and nothing else; no staff token opens them.
    if (right !== undefined && 'candidate' in right) {
      // The token names its candidate and site: read across sites, then kept to that site.
      request.candidate = await runInScope(ALL_SITES, () =>
        signInCandidate(db, request.enterpriseId, bearerOf(request)),
      );
      setRequestScope(scopeOf({ sites: [request.candidate.siteId] }));
      return;
    }
    if (isApiKey(bearerOf(request))) {
      // The key names its own row and site: read across sites (decision 0104), then kept to that site.
      request.reach = await runInScope(ALL_SITES, () => signInWithKey(db, request, right, keyLimit));
      setRequestScope(scopeOf({ sites: [request.reach.siteId] }));
      return;
    }
    await runSigningIn(() => signIn(db, callers, request));
    // The route's declared right, by the level that grants it (reach.ts); app.ts refuses to start
    // with a private route that declares none, and this refuses one should it ever get through.
    if (right === undefined) throw forbidden();
    // The database's own wall (decision 0104): the rows of where the right was granted, and no others.
    if ('account' in right) {
      request.accountReach = accountReachOf(request.access, right);
      setRequestScope(scopeOf({ accounts: [request.accountReach.accountId] }));
    } else if ('action' in right) {
      request.reach = reachOf(request.access, right);
      setRequestScope(scopeOf({ sites: [request.reach.siteId] }));
    } else {
      setRequestScope(ownScope(request.access.grants));
    }
  });

  // Every audit row written for this request names its impersonator, if any (decision 0052), and the
  // client's address as Fastify derives it under the app's trust-proxy rules, never a raw header (0095).
  app.addHook('preValidation', (request, _reply, done) => {
    const user = isPortalApi(request.routeOptions.config) ? (request.user as AuthUser | undefined) : undefined;
    runActingFor(
      {
        impersonatorId: user?.impersonatorId ?? null,
        clientAddress: request.ip || null,
        apiKeyId: user ? (request.apiKey?.id ?? null) : null,
      },
      done,
    );
  });
}

/** A signed-in route's own things (notifications, exports): wherever the caller holds a grant. */
function ownScope(grants: { scope_type: string; account_id: number; site_id: number | null }[]): string {
  const accounts = grants.filter((g) => g.scope_type === 'account').map((g) => g.account_id);
  const sites = grants.flatMap((g) => (g.scope_type !== 'account' && g.site_id != null ? [g.site_id] : []));
  return scopeOf({ accounts, sites });
}

/** The bearer token of the request; 401 when there is none or it is malformed. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (!match?.[1]) throw unauthenticated();
  return match[1];
}

/**
 * The token, its user, their grants and the selected site and employer: kept by the process and
 * proved fresh by one statement per request — the token live, its grants version unchanged — so a
 * revocation or a role change counts on the very next request of every replica (decisions 0041,
 * 0070); the token's last use is written at most once a minute, apart. A bad token is 401 before a
 * bad header is 422.
 */
async function signIn(db: Db, callers: CallerCache, request: FastifyRequest): Promise<void> {
  const token = bearerOf(request);
  const requested = requestedScope(request);
  const signedIn = await callers.signIn(db, {
    tokenHash: hashToken(token),
    enterpriseId: request.enterpriseId,
    siteId: idOrNull(requested.siteId),
    employerId: idOrNull(requested.employerId),
  });
  if (!signedIn) throw unauthenticated();
  const { caller } = signedIn;
  if (!caller.last_used_at || Date.now() - caller.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchToken(db, caller.token_id);
  }
  request.user = {
    id: caller.user_id,
    enterpriseId: caller.enterprise_id,
    email: caller.email,
    name: caller.name,
    avatar: caller.avatar,
    tokenId: caller.token_id,
    parentTokenId: caller.parent_token_id,
    impersonatorId: caller.impersonator_id,
  };
  const names = Object.keys(SCOPE_HEADERS) as (keyof Requested)[];
  const invalidName = names.find((name) => requested[name] === 'invalid');
  if (invalidName) throw invalid({ [SCOPE_HEADERS[invalidName]]: [MESSAGES.invalid] });
  const accountId = idOrNull(requested.accountId);
  request.access = signedIn.accessFor(accountId, () =>
    resolveAccess(caller, {
      accountId,
      siteId: idOrNull(requested.siteId),
      employerId: idOrNull(requested.employerId),
    }),
  );
}

/** A key's request has no session token: no route a key may call reads one (`keyMayCall`). */
const NO_TOKEN = 0;

/**
 * A request made with an API key (decision 0105): the key read afresh with its creator's grants in
 * one statement (no cache: a revocation, an expiry or a right the creator lost counts on the next
 * request of every replica), then its own budget (429), then the route, which must be one a key may
 * call, and the right it declares, checked by the same `reachOf` as a person's against the key's
 * rights that its creator still holds on the key's site. Its last use is written at most once a minute.
 */
async function signInWithKey(
  db: Db,
  request: FastifyRequest,
  right: RouteRight | undefined,
  limit: { max: number; windowSeconds: number },
): Promise<Reach> {
  const caller = await findKeyCaller(db, { keyHash: hashToken(bearerOf(request)), enterpriseId: request.enterpriseId });
  if (!caller) throw unauthenticated();
  await hitWindowLimit(db, { bucket: 'api-key', key: String(caller.key_id), ...limit });
  if (!caller.last_used_at || Date.now() - caller.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await touchKey(db, caller.key_id);
  }
  request.apiKey = { id: caller.key_id, name: caller.key_name };
  request.user = {
    id: caller.user_id,
    enterpriseId: caller.enterprise_id,
    email: caller.email,
    name: caller.name,
    avatar: null,
    tokenId: NO_TOKEN,
    parentTokenId: null,
    impersonatorId: null,
  };
  if (!keyMayCall(right)) throw forbidden();
  const requested = requestedScope(request);
  const names = Object.keys(SCOPE_HEADERS) as (keyof Requested)[];
  const invalidName = names.find((name) => requested[name] === 'invalid');
  if (invalidName) throw invalid({ [SCOPE_HEADERS[invalidName]]: [MESSAGES.invalid] });
  request.access = keyAccess(caller, {
    accountId: idOrNull(requested.accountId),
    siteId: idOrNull(requested.siteId),
    employerId: idOrNull(requested.employerId),
  });
  return reachOf(request.access, right);
}
