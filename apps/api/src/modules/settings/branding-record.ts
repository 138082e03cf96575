import type { Branding, PageTexts } from '@portal/contract';
import { brandingSettingsOf, generalSettingsOf } from './defaults.js';
import type { SiteRow } from './repository.js';

/** A page's texts, or none when both are empty (the page then shows its own). */
const pageTexts = (texts: PageTexts) => (texts.title || texts.subtitle ? texts : null);

/**
 * The spec's branding record (§3) for a site, with its defaults filled in: the site's branding
 * tab, and the public part of its general tab (languages, snackbar timeout). Settings owns the
 * tabs and their defaults, so it owns this view of them too; the branding module serves it.
 */
export function toBranding(site: SiteRow): Branding {
  const b = brandingSettingsOf(site);
  const general = generalSettingsOf(site.settings);
  return {
    id: site.id,
    name: site.name,
    title: b.title,
    logo_square: b.logo_square,
    favicon: b.favicon,
    branding: {
      colors: {
        primary_color: b.primary_color,
        primary_darken_color: b.primary_darken_color,
        stylesheet: b.stylesheet,
        stylesheet_version: b.stylesheet_version,
      },
      login: pageTexts(b.login),
      forgot_password: pageTexts(b.forgot_password),
      register: pageTexts(b.register),
    },
    settings: {
      translation_enabled: general.languages.length > 1,
      languages: general.languages,
      default_locale: general.default_locale,
      snackbar_timeout_ms: general.snackbar_timeout_ms,
    },
  };
}
