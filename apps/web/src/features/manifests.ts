import type { FeatureManifest } from '../lib/feature-manifest';
import { applicationsManifest } from './applications/manifest';
import { auditManifest } from './audit/manifest';
import { authManifest } from './auth/manifest';
import { candidateViewManifest } from './candidate-view/manifest';
import { consultantsManifest } from './consultants/manifest';
import { contentEditorManifest } from './content-editor/manifest';
import { creditsManifest } from './credits/manifest';
import { dashboardManifest } from './dashboard/manifest';
import { employersManifest } from './employers/manifest';
import { exportsManifest } from './exports/manifest';
import { flaggedJobsManifest } from './flagged-jobs/manifest';
import { jobsManifest } from './jobs/manifest';
import { miscManifest } from './misc/manifest';
import { profileManifest } from './profile/manifest';
import { peopleManifest } from './people/manifest';
import { notificationsManifest } from './notifications/manifest';
import { scopeManifest } from './scope/manifest';
import { searchManifest } from './search/manifest';
import { seekersManifest } from './seekers/manifest';
import { settingsManifest } from './settings/manifest';

/**
 * Every feature, one line each (docs/decisions/0033). The router mounts their routes and the menu
 * lists their entries in this order; the build finds their pages through these imports (build/chunk-plan.ts).
 */
export const FEATURE_MANIFESTS: readonly FeatureManifest[] = [
  authManifest,
  dashboardManifest,
  exportsManifest,
  notificationsManifest,
  employersManifest,
  jobsManifest,
  flaggedJobsManifest,
  applicationsManifest,
  seekersManifest,
  candidateViewManifest,
  consultantsManifest,
  creditsManifest,
  auditManifest,
  settingsManifest,
  profileManifest,
  peopleManifest,
  contentEditorManifest,
  scopeManifest,
  searchManifest,
  miscManifest,
];
