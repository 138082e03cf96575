// Which rows a statement may see (decision 0104): the database's own wall between tenants, beside
// every repository's scope filter. A statement runs either as the tables' owner (migrations, the
// queue, start-up, a test's own reads), whom no policy binds, or as the app's role within a scope
// the policies read from `app.scope`. The connection carries its last role and scope; the driver
// (client.ts) sends a switch only when a statement needs another. Every site is the owner's state:
// the same rows as a policy that lets all through, and a plan with no policy in it.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Every site: the worker's sweeps, and a lookup by an unguessable token that names its own row. Such
 * statements run as the tables' owner (migration 0044): the policies read only accounts and sites.
 */
export const ALL_SITES = '*';
/** No site at all: a request before it knows where it acts, a public route before its site is found. */
export const NO_SITE = '';

/** The scope of some accounts (every one of their sites) and some sites, as the policies read it. */
export function scopeOf(where: { accounts?: Iterable<number>; sites?: Iterable<number> }): string {
  const list = (ids: Iterable<number> | undefined) => [...new Set(ids ?? [])].filter(Number.isSafeInteger).join(',');
  return `${list(where.accounts)}|${list(where.sites)}`;
}

/**
 * What a statement runs as: `owner`, the app's role in a scope (`app:<scope>`; `generic:<scope>` when
 * its named statements run on their generic plans, `runOnGenericPlans`), or `any` (see below).
 */
export type RowState = 'owner' | 'any' | `app:${string}` | `generic:${string}`;

interface Holder {
  state: RowState;
}

const storage = new AsyncLocalStorage<Holder>();

const stateOf = (scope: string): RowState => (scope === ALL_SITES ? 'owner' : `app:${scope}`);

/** The state the statement being sent needs; outside any request or job, the owner's. */
export const wantedRowState = (): RowState => storage.getStore()?.state ?? 'owner';

/** Runs a request inside its own scope holder (the first onRequest hook): no site until it knows one. */
export function runRequest(next: () => void): void {
  storage.run({ state: `app:${NO_SITE}` }, next);
}

/**
 * The sign-in's statements read only tables no policy guards (tokens, users, memberships, roles):
 * they run on whatever the connection holds, and cost no switch.
 */
export function runSigningIn<T>(fn: () => PromiseLike<T>): Promise<T> {
  return within('any', fn);
}

/** Narrows the request in progress to `scope` for every statement it sends from here on. */
export function setRequestScope(scope: string): void {
  const holder = storage.getStore();
  if (holder) holder.state = stateOf(scope);
}

/** Runs `fn` as the app's role within `scope`, or as the owner for `ALL_SITES` (a worker's job, a lookup by token). */
export function runInScope<T>(scope: string, fn: () => PromiseLike<T>): Promise<T> {
  return within(stateOf(scope), fn);
}

/**
 * Runs `fn`'s named statements on their generic plans (decision 0109): planned once per connection,
 * where PostgreSQL would otherwise plan a statement with the policies (decision 0104) on every run.
 * For a statement whose best plan does not depend on its values: the kit's unsearched list pages.
 * The owner's statements, whom no policy binds, keep PostgreSQL's own choice.
 */
export function runOnGenericPlans<T>(fn: () => PromiseLike<T>): Promise<T> {
  const state = wantedRowState();
  return state.startsWith('app:') ? within(`generic:${state.slice(4)}`, fn) : Promise.resolve(fn());
}

/** The same state with PostgreSQL's own plan choice: where no statement is named (PGlite). */
export const withOwnPlans = (state: RowState): RowState =>
  state.startsWith('generic:') ? `app:${state.slice(8)}` : state;

/** Runs `fn` as the tables' owner: the queue's own statements, never a tenant's data. */
export function runAsOwner<T>(fn: () => PromiseLike<T>): Promise<T> {
  return within('owner', fn);
}

/**
 * Awaited inside the holder: a drizzle query runs when it is awaited, not when it is built, so a
 * query handed back unawaited would otherwise run in the caller's scope.
 */
const within = <T>(state: RowState, fn: () => PromiseLike<T>): Promise<T> =>
  storage.run({ state }, async () => await fn());

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SCOPE_TEXT = /^([0-9,]*\|[0-9,]*|)$/;

/** The scope of an app state and whether it runs on generic plans; undefined for any other. */
function appState(state: string | undefined): { scope: string; generic: boolean } | undefined {
  if (state?.startsWith('app:')) return { scope: state.slice(4), generic: false };
  if (state?.startsWith('generic:')) return { scope: state.slice(8), generic: true };
  return undefined;
}

/**
 * The statement that puts a connection into `state` (one round trip: a simple query), or undefined
 * when the connection may stay as it is. `current` is undefined for a fresh connection (its login
 * role, the owner, PostgreSQL's own plan choice), `unknown` after a switch that failed.
 */
export function switchSql(state: RowState, current: string | undefined, appRole: string): string | undefined {
  if (state === 'any' || state === current) return undefined;
  const was = appState(current);
  if (state === 'owner') {
    if (current === undefined) return undefined;
    return was?.generic === false ? 'RESET ROLE' : 'RESET ROLE; RESET plan_cache_mode';
  }
  const { scope, generic } = appState(state) as { scope: string; generic: boolean };
  // Both are checked, never quoted from input: the role is configuration, the scope built by scopeOf.
  if (!ROLE_NAME.test(appRole)) throw new Error(`DATABASE_APP_ROLE "${appRole}" is not a plain role name`);
  if (!SCOPE_TEXT.test(scope)) throw new Error(`not a row scope: ${JSON.stringify(scope)}`);
  const parts: string[] = [];
  if (was?.scope !== scope) parts.push(`SET ROLE ${appRole}`, `SELECT set_config('app.scope', '${scope}', false)`);
  const planned = current === 'unknown' ? undefined : (was?.generic ?? false);
  if (planned !== generic) parts.push(generic ? 'SET plan_cache_mode = force_generic_plan' : 'RESET plan_cache_mode');
  return parts.join('; ');
}
