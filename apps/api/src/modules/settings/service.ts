import type {
  AuditAction,
  AuditChanges,
  SiteSettings as SiteSettingsView,
  UpdateBrandingSettings,
  UpdateGeneralSettings,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import type { Reach } from '../access/index.js';
import { changesOf, recordAudit } from '../audit/index.js';
import { releaseFiles } from '../files/index.js';
import { brandingFilesView, brandingFileUrlsToSave, sentOverFileIds } from './branding-files.js';
import { toBranding } from './branding-record.js';
import { brandingSettingsOf, generalSettingsOf } from './defaults.js';
import * as repo from './repository.js';

async function view(deps: AppDeps, reach: Reach, site: repo.SiteRow): Promise<SiteSettingsView> {
  const branding = brandingSettingsOf(site);
  return {
    site: { id: site.id, name: site.name },
    general: generalSettingsOf(site.settings),
    branding: { ...branding, ...(await brandingFilesView(deps, reach, branding)) },
  };
}

export async function getSiteSettings(deps: AppDeps, reach: Reach): Promise<SiteSettingsView> {
  const site = await repo.findSiteRow(deps.db, reach);
  if (!site) throw notFound();
  return view(deps, reach, site);
}

type SiteChange = (site: repo.SiteRow) => { values: Parameters<typeof repo.updateSiteRow>[2]; diff: AuditChanges };

/** Saves a site's row from its locked current state, records what changed, and answers the new state. */
async function saveSite(deps: AppDeps, reach: Reach, actorId: number, action: AuditAction, change: SiteChange) {
  const site = await updateSite(deps, reach, actorId, action, change);
  return { data: await view(deps, reach, site), branding: toBranding(site) };
}

/** Changes a site's row from its locked current state and records what changed (one transaction). */
export function updateSite(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  action: AuditAction,
  change: SiteChange,
): Promise<repo.SiteRow> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findSiteRow(tx, reach, { lock: true });
    if (!current) throw notFound();
    const { values, diff } = change(current);
    const saved = await repo.updateSiteRow(tx, reach, values);
    if (!saved) throw notFound();
    if (Object.keys(diff).length) {
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId,
        subject: 'settings',
        subjectId: reach.siteId,
        action,
        details: diff,
        changes: diff,
      });
    }
    return saved;
  });
}

/** The general tab: approval policy, languages, snackbar timeout. Other keys of the row are kept. */
export function saveGeneralSettings(deps: AppDeps, reach: Reach, actorId: number, input: UpdateGeneralSettings) {
  return saveSite(deps, reach, actorId, 'general-updated', (site) => {
    const { translation_enabled: _legacy, ...kept } = site.settings;
    // A client that leaves the retention out keeps the stored one (decision 0100).
    const { candidate_retention_months: months, ...rest } = input;
    const given = months === undefined ? rest : { ...rest, candidate_retention_months: months };
    return {
      values: { settings: { ...kept, ...given } },
      diff: changesOf(generalSettingsOf(site.settings), given),
    };
  });
}

/**
 * The branding tab. Files are uploads of the site of the field's kind (422 otherwise), stored by
 * their public URL; those left out keep their value. A stylesheet that is sent gets a new version,
 * so every browser fetches it again (spec §3).
 */
export async function saveBrandingSettings(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  input: UpdateBrandingSettings,
) {
  const files = await brandingFileUrlsToSave(deps, reach, input);
  const letGo: (string | null)[] = [];
  const saved = await saveSite(deps, reach, actorId, 'branding-updated', (site) => {
    const before = brandingSettingsOf(site);
    letGo.push(...sentOverFileIds(before, files));
    const sent = files.stylesheet !== undefined;
    const stylesheet = files.stylesheet === undefined ? before.stylesheet : files.stylesheet;
    const after = {
      ...before,
      title: input.title,
      primary_color: input.primary_color,
      primary_darken_color: input.primary_darken_color,
      login: input.login,
      forgot_password: input.forgot_password,
      register: input.register,
      logo_square: files.logo_square === undefined ? before.logo_square : files.logo_square,
      favicon: files.favicon === undefined ? before.favicon : files.favicon,
      stylesheet,
      stylesheet_version: sent ? (stylesheet ? Date.now() : null) : before.stylesheet_version,
    };
    return {
      values: {
        title: after.title,
        logo_square: after.logo_square,
        favicon: after.favicon,
        branding: {
          ...site.branding,
          primary_color: after.primary_color,
          primary_darken_color: after.primary_darken_color,
          login: after.login,
          forgot_password: after.forgot_password,
          register: after.register,
          stylesheet: after.stylesheet,
          stylesheet_version: after.stylesheet_version,
        },
      },
      diff: changesOf(before, after),
    };
  });
  // A replaced or removed file goes from storage once nothing points at it (decision 0022).
  await releaseFiles(deps, letGo);
  return saved;
}

/** Whether new employer registrations wait for approval on this site (decision 0015). */
export async function employersGoOnHold(deps: AppDeps, siteId: number): Promise<boolean> {
  const settings = await repo.findSiteSettings(deps.db, siteId);
  return generalSettingsOf(settings ?? {}).approval.employers_on_hold;
}

/** Whether a published job waits on hold for a moderator on this site (decision 0038). */
export async function jobsGoOnHold(deps: AppDeps, siteId: number): Promise<boolean> {
  const settings = await repo.findSiteSettings(deps.db, siteId);
  return generalSettingsOf(settings ?? {}).approval.jobs_on_hold;
}
