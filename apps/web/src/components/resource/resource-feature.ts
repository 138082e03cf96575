import type { Subject } from '@portal/contract';
import type { FeatureManifest, NavEntry } from '../../lib/feature-manifest';
import { resourcePageRoutes, type ResourcePages } from './resource-page-routes';

export interface ResourceFeature extends Omit<ResourcePages, 'path' | 'subject'> {
  /** The feature's folder, its URL segment under `/:account/:site`, its right's subject and its menu label (`nav.<name>`). */
  name: Subject;
  icon: NavEntry['icon'];
  /** Menu entries after the list's own (jobs: the hold queue). */
  nav?: readonly NavEntry[];
  /** Other features' strings its pages show (`FeatureManifest.uses`). */
  uses?: FeatureManifest['uses'];
}

/**
 * The manifest of a feature that is one resource (decision 0033): its pages at `/:account/:site/<name>`
 * (`resourcePageRoutes`), a menu entry to the list for those who may read it, and its strings.
 */
export function resourceFeature({ name, icon, nav = [], uses, ...pages }: ResourceFeature): FeatureManifest {
  const read = { action: 'read', subject: name } as const;
  return {
    name,
    subjects: [...new Set([name, ...nav.map((entry) => entry.subject)])],
    strings: pages.strings,
    ...(uses ? { uses } : {}),
    nav: [{ to: `/:account/:site/${name}`, labelKey: `nav.${name}`, icon, ...read }, ...nav],
    routes: { site: [resourcePageRoutes({ path: name, subject: name, ...pages })] },
  };
}
