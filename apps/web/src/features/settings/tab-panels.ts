import type { SettingsTab } from '@portal/contract';
import type { ComponentType } from 'react';

/** What every tab's panel receives. */
export interface TabProps {
  /** The user holds `update settings`: without it every tab is read-only. */
  canUpdate: boolean;
}

/**
 * Each tab's panel is its own chunk. The route's loader (manifest.ts) starts the open tab's import
 * beside the page's own, so a tab opened by its URL does not wait for the page's chunk first.
 */
export const TAB_PANELS: Record<SettingsTab, () => Promise<ComponentType<TabProps>>> = {
  general: () => import('./components/general-tab').then((m) => m.GeneralTab),
  branding: () => import('./components/branding-tab').then((m) => m.BrandingTab),
  'field-options': () => import('./components/field-options-tab').then((m) => m.FieldOptionsTab),
  'application-stages': () => import('./components/application-stages-tab').then((m) => m.ApplicationStagesTab),
  'mail-templates': () => import('./components/mail-templates-tab').then((m) => m.MailTemplatesTab),
  pricing: () => import('./components/pricing-tab').then((m) => m.PricingTab),
};
