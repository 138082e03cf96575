import type { Action, Subject } from '@portal/contract';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { FeatureManifest, FeatureRoutes, NavEntry } from './feature-manifest';
import { lazyPage, type FeatureStrings } from './feature-strings';

/** Where each place of a manifest mounts (app/router.tsx), as a menu entry's path begins. */
const PLACE: Record<keyof FeatureRoutes, string> = {
  blank: '/',
  shell: '/',
  account: '/:account/',
  site: '/:account/:site/',
};

export interface PageFeature {
  /** The feature's folder under src/features. */
  name: string;
  strings: FeatureStrings;
  /** Where the page mounts, and its path there (`site`, `settings`: `/:account/:site/settings`). */
  at: keyof FeatureRoutes;
  path: string;
  /** The right that opens the page and shows its menu entry; without it, anyone the layout lets in. */
  right?: { action: Action; subject: Subject };
  /** The menu entry's icon, labelled `nav.<strings' name>`; without it the page is not in the main menu. */
  icon?: NavEntry['icon'];
  /** Starts the page's data with its code (`prefetchLoader`). */
  loader?: LoaderFunction;
  page: () => Promise<ComponentType>;
}

/**
 * The manifest of a feature that is one page (decision 0033): the page, fetched with the feature's
 * strings and behind its right, and its menu entry for those who hold the right.
 */
export function pageFeature({ name, strings, at, path, right, icon, loader, page }: PageFeature): FeatureManifest {
  const route: RouteObject = { path, lazy: lazyPage(strings, page) };
  if (right) route.handle = right;
  if (loader) route.loader = loader;
  const routes: FeatureRoutes = {};
  routes[at] = [route];
  const to = `${PLACE[at]}${path}`;
  return {
    name,
    subjects: right ? [right.subject] : [],
    strings,
    ...(icon && right ? { nav: [{ to, labelKey: `nav.${strings.name}`, icon, ...right }] } : {}),
    routes,
  };
}
