import { buildAbility, can, type Action, type Subject } from '@portal/contract';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { buildHeaders, buildUrl } from './api-client';
import { endFirstPage, startEarlyGet } from './early-requests';
import { parseListState, toApiQuery, type FilterShape, type ListDefinition } from './list-state';
import { loadMe } from './me';
import { queryClient } from './query-client';
import { resolveSelection } from './scope';
import { scopePathState } from './scope-path';
import { getSelection, setSelection } from './scope-store';

export interface PrefetchInput {
  url: URL;
  params: Params;
}

// Each query brings its own data type; the loader only starts them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** Selects what the path names (as the guard would) and starts the page's queries, if the user may see it. */
/**
 * A page's queries for a URL; a promise when the loader imports them on demand, so that a feature's
 * fetchers and schemas stay out of the entry chunk (decision 0017).
 */
export type PageQueries = (input: PrefetchInput) => AnyQuery[] | Promise<AnyQuery[]>;

/** A list's URL read without its definition: paging and search need none (lib/list-state.ts). */
const UNDEFINED_LIST: ListDefinition<string, FilterShape> = { sorts: [], filters: {} };
/** The list parameters whose reading needs the list's definition (what its contract accepts). */
const needsDefinition = (key: string) => key === 'sort' || key.startsWith('filter.');

/**
 * Starts a list's page (GET `path`) as soon as the scope is known, before the page's query module (the
 * resource's definition and schemas) has loaded, when the URL asks only for a page, a page size or a
 * search (other parameters, a settings tab's, are not the list's): those read the same without the
 * list's definition. A sort or a filter needs it (what the contract accepts), so such a URL waits for
 * the module as before. The page's own query takes the
 * answer (the same URL and headers, `takeEarlyResponse`); the returned function drops it untaken.
 */
function startEarlyList(path: string, url: URL): () => void {
  if ([...url.searchParams.keys()].some(needsDefinition)) return () => undefined;
  const query = toApiQuery(parseListState(UNDEFINED_LIST, url.searchParams));
  return startEarlyGet(buildUrl(path, query), buildHeaders());
}

/**
 * The API path of the list a page reads first, or a function answering it once the scope is chosen
 * (null: the page reads no list in this scope, e.g. the ledger before an employer is chosen).
 */
export type ListPath = string | (() => string | null);

async function prefetch(
  { url, params }: PrefetchInput,
  right: { action: Action; subject: Subject },
  queries: PageQueries,
  list?: ListPath,
): Promise<void> {
  // The queries' module (imported on demand, decision 0017) loads beside `me`, not after it: on a
  // cold load the list request would otherwise wait for that chunk and its imports (issue 20 bench).
  const pending = Promise.resolve(queries({ url, params }));
  pending.catch(() => undefined);
  const me = await loadMe();
  if (!me) return;
  const current = resolveSelection(me.accounts, getSelection());
  // A loader sees no navigation state: only a first visit lets the path choose (as in the guard).
  const path = scopePathState(params, me.accounts, current, url, getSelection().siteId === null);
  if (path.type === 'replace') return;
  const ids = path.type === 'select' ? path.ids : current.ids;
  if (!can(buildAbility(me.permissions, ids), right.action, right.subject)) return;
  setSelection(ids);
  const early = typeof list === 'function' ? list() : list;
  const forget = early ? startEarlyList(early, url) : undefined;
  try {
    await Promise.allSettled((await pending).map((query) => queryClient.prefetchQuery(query)));
  } finally {
    // The page's query has taken the early answer by now, or asked for another: never serve it later.
    forget?.();
  }
}

/**
 * A route loader that starts a page's data requests as soon as the signed-in user is known — in
 * parallel with the page's code, never after it — and does not hold the navigation: it answers at
 * once and the page shows its skeleton until the data lands in the query cache it reads from.
 * A list page names its API path (`list`): its first page then leaves with `/auth/me`'s answer,
 * not after the page's query module (issue 20 bench). No data is requested for a signed-out visitor, a path the guard will replace, or a page the
 * user may not see (the guard then redirects).
 */
export function prefetchLoader(
  right: { action: Action; subject: Subject },
  queries: PageQueries,
  /** A list page's API path (`/v1/employers`): its first page leaves without waiting for `queries`' module. */
  list?: ListPath,
) {
  const loader = ({ request, params }: LoaderFunctionArgs) => {
    const started = prefetch({ url: new URL(request.url), params }, right, queries, list);
    // A list's loader is where the document's guess at its first page is taken or not (lib/document-requests.ts).
    void started
      .catch(() => undefined)
      .finally(() => {
        if (list !== undefined) endFirstPage();
      });
    return null;
  };
  return Object.assign(loader, { listPath: list });
}

/**
 * Routes whose page code (`lazy`) is requested a task after their loader has started: React Router
 * calls every matched route's `lazy` before any loader, so a page's twenty-odd chunks were queued
 * ahead of the small module its loader imports to build the data request, and over HTTP/1.1's six
 * connections the list request left only once the whole page had downloaded (issue 20 bench). Now
 * the queries' few modules come first and the request leaves while the page's code still downloads.
 */
export function loadersFirst(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, loader, children } = route;
    const next = { ...route, ...(children ? { children: loadersFirst(children) } : {}) } as RouteObject;
    if (typeof lazy === 'function' && typeof loader === 'function') {
      next.lazy = () => new Promise((resolve) => setTimeout(resolve, 0)).then(lazy);
    }
    return next;
  });
}
