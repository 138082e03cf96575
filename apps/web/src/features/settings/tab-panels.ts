import type { SettingsTab } from '@portal/contract';
import { onDemand, type OnDemandComponent } from '../../components/on-demand/on-demand';

/** What every tab's panel receives. */
export interface TabProps {
  /** The user holds `update settings`: without it every tab is read-only. */
  canUpdate: boolean;
}

/**
 * Each tab's panel is its own chunk. The route's loader (manifest.ts) preloads the open tab beside the
 * page's own chunk, so a tab opened by its URL renders at once with the page, without a spinner first.
 */
export const TAB_PANELS: Record<SettingsTab, OnDemandComponent<TabProps>> = {
  general: onDemand(() => import('./components/general-tab').then((m) => m.GeneralTab)),
  branding: onDemand(() => import('./components/branding-tab').then((m) => m.BrandingTab)),
  'field-options': onDemand(() => import('./components/field-options-tab').then((m) => m.FieldOptionsTab)),
  'application-stages': onDemand(() =>
    import('./components/application-stages-tab').then((m) => m.ApplicationStagesTab),
  ),
  'mail-templates': onDemand(() => import('./components/mail-templates-tab').then((m) => m.MailTemplatesTab)),
  feeds: onDemand(() => import('./components/job-feeds-tab').then((m) => m.JobFeedsTab)),
  pricing: onDemand(() => import('./components/pricing-tab').then((m) => m.PricingTab)),
  api: onDemand(() => import('./components/api-tab').then((m) => m.ApiTab)),
};
