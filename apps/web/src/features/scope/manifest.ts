import type { FeatureManifest } from '../../lib/feature-manifest';

/** The account and site switcher: a part of the shell's navbar (app/layouts), with no page of its own. */
export const scopeManifest: FeatureManifest = { name: 'scope', subjects: [], routes: {} };
