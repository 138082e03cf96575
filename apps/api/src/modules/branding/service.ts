import { DEFAULT_BRANDING, type Branding } from '@portal/contract';
import type { sites } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/http-error.js';
import { findSiteByDomain } from './repository.js';

/** The branding of the site that owns the domain; an unknown domain is a 404. */
export async function brandingForDomain(deps: AppDeps, enterpriseId: number, domain: string): Promise<Branding> {
  const site = await findSiteByDomain(deps.db, enterpriseId, domain);
  if (!site) throw notFound();
  return toBranding(site);
}

/** The spec's branding record (§3) for a site, with its defaults filled in. */
export function toBranding(site: typeof sites.$inferSelect): Branding {
  const b = site.branding;
  const colors = DEFAULT_BRANDING.branding.colors;
  return {
    id: site.id,
    name: site.name,
    title: site.title,
    logo_square: site.logo_square,
    favicon: site.favicon,
    branding: {
      colors: {
        primary_color: b.primary_color ?? colors.primary_color,
        primary_darken_color: b.primary_darken_color ?? colors.primary_darken_color,
        stylesheet: b.stylesheet ?? null,
      },
      login: b.login ?? null,
      forgot_password: b.forgot_password ?? null,
      register: b.register ?? null,
    },
    settings: {
      translation_enabled: site.settings.translation_enabled ?? false,
      default_locale: site.settings.default_locale ?? 'en',
    },
  };
}
