import type { Action, Subject } from '@portal/contract';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureStrings } from './feature-strings';

/** A main-menu entry. The menu lists the entries of every manifest, in the list's order. */
export interface NavEntry {
  /** A declared route's full path; `:account` and `:site` are filled with the selected names. */
  to: string;
  labelKey: string;
  icon: ComponentType<SvgIconProps>;
  /** Hidden when the ability denies this. */
  action: Action;
  subject: Subject;
  /** Shown only when the selection has a current employer (the site has exactly one for this user). */
  needsEmployer?: boolean;
}

/**
 * Where a feature's pages mount (app/router.tsx): `blank` in the blank layout (signed-out pages and
 * errors), `shell` at the top of the signed-in layout, `account` under `/:account` (the account's
 * own pages, which win over `/:account/:site`: decision 0051), `site` under `/:account/:site`.
 */
export interface FeatureRoutes {
  blank?: RouteObject[];
  shell?: RouteObject[];
  account?: RouteObject[];
  site?: RouteObject[];
}

/**
 * Everything the app shell knows of a feature (docs/decisions/0033): its pages, each a lazy import
 * (its own chunk), its menu entries, the permission subjects it gates on, and its own strings.
 */
export interface FeatureManifest {
  /** The feature's folder under src/features. */
  name: string;
  /** Every subject its routes and menu entries check (besides `portal`, which everybody has). */
  subjects: readonly Subject[];
  routes: FeatureRoutes;
  nav?: readonly NavEntry[];
  /** Strings only its pages use, fetched with them (lib/feature-strings.ts). */
  strings?: FeatureStrings;
  /**
   * Other features' strings its pages show (the seekers' tabs name application statuses with
   * `applications.status.*`), fetched with each of its pages (decision 0067). A key of another
   * feature's strings not declared here fails `features/strings-boundaries.test.ts`.
   */
  uses?: readonly FeatureStrings[];
}
