import {
  DEFAULT_APPROVAL_POLICY,
  DEFAULT_BRANDING,
  LOCALES,
  SNACKBAR_TIMEOUT_MS,
  type ApprovalPolicy,
  type BrandingFileField,
  type BrandingSettings,
  type GeneralSettings,
  type Locale,
} from '@portal/contract';
import type { BrandingFileUrls } from './branding-files.js';
import type { SiteRow, SiteSettings } from './repository.js';

const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/**
 * The enabled languages, default first when it is missing from them. Rows written before the list
 * existed said only `translation_enabled`: on meant every language, off the default one alone.
 */
function languagesOf(settings: SiteSettings, defaultLocale: Locale): Locale[] {
  const stored = Array.isArray(settings.languages) ? [...new Set(settings.languages.filter(isLocale))] : null;
  const languages = stored ?? (settings.translation_enabled ? [...LOCALES] : [defaultLocale]);
  return languages.includes(defaultLocale) ? languages : [defaultLocale, ...languages];
}

export function approvalPolicyOf(settings: SiteSettings): ApprovalPolicy {
  return {
    employers_on_hold: settings.approval?.employers_on_hold ?? DEFAULT_APPROVAL_POLICY.employers_on_hold,
    jobs_on_hold: settings.approval?.jobs_on_hold ?? DEFAULT_APPROVAL_POLICY.jobs_on_hold,
  };
}

/** The general tab of a site, every key filled with its default where the row has none. */
export function generalSettingsOf(settings: SiteSettings): GeneralSettings {
  const defaultLocale = isLocale(settings.default_locale) ? settings.default_locale : 'en';
  const timeout = settings.snackbar_timeout_ms;
  return {
    approval: approvalPolicyOf(settings),
    languages: languagesOf(settings, defaultLocale),
    default_locale: defaultLocale,
    snackbar_timeout_ms:
      typeof timeout === 'number' && timeout >= SNACKBAR_TIMEOUT_MS.min && timeout <= SNACKBAR_TIMEOUT_MS.max
        ? timeout
        : SNACKBAR_TIMEOUT_MS.default,
    candidate_retention_months:
      typeof settings.candidate_retention_months === 'number' ? settings.candidate_retention_months : null,
  };
}

const texts = (value: { title: string | null; subtitle: string | null } | null | undefined) => ({
  title: value?.title ?? null,
  subtitle: value?.subtitle ?? null,
});

/** The branding tab as the row holds it: each file by its stored URL (the view names the uploads). */
export type StoredBrandingSettings = Omit<BrandingSettings, BrandingFileField> & BrandingFileUrls;

/** The branding tab of a site, with the spec's default colours where the row has none. */
export function brandingSettingsOf(site: SiteRow): StoredBrandingSettings {
  const b = site.branding;
  const colors = DEFAULT_BRANDING.branding.colors;
  return {
    title: site.title,
    primary_color: b.primary_color ?? colors.primary_color,
    primary_darken_color: b.primary_darken_color ?? colors.primary_darken_color,
    login: texts(b.login),
    forgot_password: texts(b.forgot_password),
    register: texts(b.register),
    logo_square: site.logo_square,
    favicon: site.favicon,
    stylesheet: b.stylesheet ?? null,
    stylesheet_version: b.stylesheet_version ?? null,
  };
}
