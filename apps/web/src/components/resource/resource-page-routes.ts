import type { Subject } from '@portal/contract';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';
import { prefetchLoader, type PageQueries } from '../../lib/route-prefetch';

type Page = () => Promise<ComponentType>;

/** What a resource's route loaders start: `createResourceApi(…).pageQueries`. */
interface PageQuerySource {
  pageQueries: { list: (url: URL) => ReturnType<PageQueries>; detail: (params: Params) => ReturnType<PageQueries> };
}

export interface ResourcePages {
  /** The segment under `/:account/:site`, e.g. `consultants`. */
  path: string;
  subject: Subject;
  strings: FeatureStrings;
  /** The resource's API, imported on demand beside the page's code: its schemas stay out of the entry chunk. */
  api: () => Promise<PageQuerySource>;
  /**
   * The list's API path (the resource definition's `path`): its first page leaves as soon as the
   * scope is known, before `api`'s module has loaded (`prefetchLoader`'s `list`).
   */
  listPath?: string;
  list: Page;
  create?: Page;
  detail?: Page;
  edit?: Page;
  /** The record's page also at `:id/:tab`, one page for both (a record shown by tab: seekers, applications). */
  tabs?: boolean;
  /** The resource's other pages under its path (jobs: the posting wizard at `create` and `edit`). */
  more?: readonly RouteObject[];
}

/**
 * A resource's pages as one route (decision 0033): the list at `path`, `create`, `:id` (and
 * `:id/:tab`) and `:id/edit`, each its own chunk fetched with the feature's strings, each checking its right
 * (read, create, read, update), and the list and record pages starting their queries from the
 * loader, in parallel with their code.
 */
export function resourcePageRoutes({
  path,
  subject,
  strings,
  api,
  tabs,
  more = [],
  listPath,
  ...pages
}: ResourcePages): RouteObject {
  const read = { action: 'read', subject } as const;
  const lazy = (page: Page) => lazyPage(strings, page);
  const list = prefetchLoader(read, async ({ url }) => (await api()).pageQueries.list(url), listPath);
  const detail = prefetchLoader(read, async ({ params }) => (await api()).pageQueries.detail(params));
  const children: RouteObject[] = [{ index: true, loader: list, lazy: lazy(pages.list) }];
  if (pages.create) children.push({ path: 'create', handle: { action: 'create', subject }, lazy: lazy(pages.create) });
  if (pages.detail) children.push({ path: ':id', loader: detail, lazy: lazy(pages.detail) });
  if (pages.detail && tabs) children.push({ path: ':id/:tab', loader: detail, lazy: lazy(pages.detail) });
  if (pages.edit) {
    children.push({ path: ':id/edit', handle: { action: 'update', subject }, loader: detail, lazy: lazy(pages.edit) });
  }
  children.push(...more);
  return { path, handle: read, children };
}
