import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { DOCUMENT_LISTS } from '../config/document-lists';
import { FEATURE_MANIFESTS } from '../features/manifests';

interface ListRoute {
  path: string;
  api: string;
  route: RouteObject;
}

/** Every route whose loader starts a list's first page (`prefetchLoader`'s `list`), by its path under /:account/:site. */
function listRoutes(tree: readonly RouteObject[], parent = ''): ListRoute[] {
  return tree.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/');
    const api = (route.loader as { listPath?: unknown } | undefined)?.listPath;
    const here = typeof api === 'string' ? [{ path, api, route }] : [];
    return [...here, ...listRoutes(route.children ?? [], path)];
  });
}

const SITE = ':account/:site/';
const siteLists = () =>
  listRoutes(routes)
    .filter(({ path }) => path.startsWith(SITE))
    .map((list) => ({ ...list, path: list.path.slice(SITE.length) }));

describe("the document's lists (config/document-lists.ts)", () => {
  it('names each list page of the router with the API path its loader reads, and no other page', () => {
    const table = Object.fromEntries(Object.entries(DOCUMENT_LISTS).map(([path, list]) => [path, list.api]));
    expect(Object.fromEntries(siteLists().map(({ path, api }) => [path, api]))).toEqual(table);
  });

  it("names the module the route's page comes from, whose code the document preloads", async () => {
    for (const { path, route } of siteLists()) {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${path}: no lazy page`);
      const { Component } = (await lazy()) as { Component?: unknown };
      const page = (await import(/* @vite-ignore */ `../${DOCUMENT_LISTS[path]?.page ?? ''}`)) as Record<
        string,
        unknown
      >;
      expect(Object.values(page), path).toContain(Component);
    }
  }, 60_000);

  it('names the strings each list page waits for, which the document preloads with its code', () => {
    const waited = FEATURE_MANIFESTS.flatMap((feature) => {
      const names = [feature.strings, ...(feature.uses ?? [])].flatMap((strings) => (strings ? [strings.name] : []));
      return listRoutes(feature.routes.site ?? []).map(({ path }) => [path, names] as const);
    });
    const table = Object.fromEntries(Object.entries(DOCUMENT_LISTS).map(([path, list]) => [path, list.strings]));
    expect(Object.fromEntries(waited)).toEqual(table);
  });

  it("names an existing module for the queries each list's loader imports", async () => {
    for (const [path, list] of Object.entries(DOCUMENT_LISTS)) {
      const module = (await import(/* @vite-ignore */ `../${list.queries}`)) as Record<string, unknown>;
      expect(Object.keys(module).length, path).toBeGreaterThan(0);
    }
  });
});
