import type { Locale } from '@portal/contract/constants';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FeatureManifest, FeatureRoutes } from '../lib/feature-manifest';
import type { RouteMetaInput } from '../lib/route-guard';
import { ALL_STRINGS } from '../testing/all-strings';
import { FEATURE_MANIFESTS } from './manifests';

/** Where each place of a manifest mounts in app/router.tsx. */
const PREFIX: Record<keyof FeatureRoutes, string> = {
  blank: '/',
  shell: '/',
  account: '/:account/',
  site: '/:account/:site/',
};

interface DeclaredRoute {
  path: string;
  route: RouteObject;
  /** A route under a layout that renders the page itself (jobs' wizard at create and edit) may carry only its right. */
  rendered: boolean;
}

/** Every route of a manifest with its full path (an index route has its parent's). */
function declaredRoutes(feature: FeatureManifest): DeclaredRoute[] {
  const walk = (routes: readonly RouteObject[], base: string, rendered: boolean): DeclaredRoute[] =>
    routes.flatMap((route) => {
      const path = route.path ? `${base}${base.endsWith('/') ? '' : '/'}${route.path}` : base;
      const page = Boolean(route.Component ?? route.lazy);
      return [{ path, route, rendered }, ...walk(route.children ?? [], path, page)];
    });
  return Object.entries(feature.routes).flatMap(([place, routes]) =>
    walk(routes, PREFIX[place as keyof FeatureRoutes], false),
  );
}

const byName = FEATURE_MANIFESTS.map((feature) => [feature.name, feature] as const);

describe('feature manifests (features/manifests.ts)', () => {
  it('lists every feature folder once, each manifest named after its folder', () => {
    const folders = readdirSync(__dirname).filter((name) => statSync(join(__dirname, name)).isDirectory());
    expect(FEATURE_MANIFESTS.map((feature) => feature.name).sort()).toEqual(folders.sort());
  });

  it.each(byName)('%s: every route resolves to a page module', async (_name, feature) => {
    for (const { path, route, rendered } of declaredRoutes(feature)) {
      if ((route.children?.length || rendered) && !route.Component && !route.lazy) continue;
      const Component =
        typeof route.lazy === 'function' ? (await route.lazy()).Component : (route.Component ?? undefined);
      expect(typeof Component, `${feature.name} ${path}`).toBe('function');
    }
  });

  it.each(byName)('%s: every menu entry opens a route the manifest declares', (_name, feature) => {
    const paths = new Set(declaredRoutes(feature).map(({ path }) => path));
    for (const entry of feature.nav ?? []) {
      expect(entry.to.endsWith('*'), entry.to).toBe(false);
      expect(paths, entry.to).toContain(entry.to);
    }
  });

  it.each(byName)('%s: declares every subject its routes and menu entries check', (_name, feature) => {
    const checked = [
      ...declaredRoutes(feature).map(({ route }) => (route.handle as RouteMetaInput | undefined)?.subject),
      ...(feature.nav ?? []).map((entry) => entry.subject),
    ].filter((subject) => subject !== undefined && subject !== 'portal');
    expect(feature.subjects).toEqual(expect.arrayContaining(checked));
  });

  it.each(byName)("%s: its strings load under its name, the same in every language's file", async (name, feature) => {
    if (!feature.strings) return;
    // A folder `flagged-jobs` keeps its strings under `flaggedJobs`, as its strings file exports them.
    const key = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    expect(feature.strings.name).toBe(key);
    for (const [locale, load] of Object.entries(feature.strings.loaders)) {
      expect(await load(), `${name} ${locale}`).toEqual(ALL_STRINGS[locale as Locale][key]);
    }
  });
});
