import {
  DEFAULT_JOB_FEED_SETTINGS,
  MESSAGES,
  type JobFeedSettings,
  type JobFeedSettingsView,
  type UpdateJobFeedSettings,
} from '@portal/contract';
import { invalid, notFound } from '../../lib/http-error.js';
import { publicBase } from '../../lib/public-url.js';
import type { AppDeps } from '../../lib/resource/deps.js';

import { changesOf } from '../audit/index.js';
import { findPrimaryDomain, type Reach } from '../access/index.js';
import * as repo from './repository.js';
import { updateSite } from './service.js';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The job feeds section of a site (decision 0107): every key its default (off) where the row has none. */
export function feedSettingsOf(settings: repo.SiteSettings): JobFeedSettings {
  const f = settings.feeds ?? {};
  const d = DEFAULT_JOB_FEED_SETTINGS;
  return {
    xml: f.xml === true,
    json_ld: f.json_ld === true,
    sitemap: f.sitemap === true,
    job_url_pattern: text(f.job_url_pattern) ?? d.job_url_pattern,
    location: {
      city: text(f.location?.city),
      region: text(f.location?.region),
      postal_code: text(f.location?.postal_code),
      country: text(f.location?.country),
    },
    remote: f.remote === true,
  };
}

/**
 * Where the feeds of a site are fetched: the portal's configured address and the site's primary
 * domain (decision 0107), never a request's Host. Null when the site has no domain.
 */
export function feedUrlsOf(deps: AppDeps, domain: string | undefined): JobFeedSettingsView['urls'] {
  if (!domain) return null;
  const base = `${publicBase(deps.config)}/feeds/${encodeURIComponent(domain)}`;
  return {
    xml: `${base}/jobs.xml`,
    sitemap: `${base}/sitemap.xml`,
    json_ld: `${publicBase(deps.config)}/portal/v1/public/sites/${encodeURIComponent(domain)}/jobs/{uuid}/job-posting`,
  };
}

async function viewOf(deps: AppDeps, siteId: number, settings: repo.SiteSettings): Promise<JobFeedSettingsView> {
  return { ...feedSettingsOf(settings), urls: feedUrlsOf(deps, await findPrimaryDomain(deps.db, siteId)) };
}

export async function getFeedSettings(deps: AppDeps, reach: Reach): Promise<JobFeedSettingsView> {
  const site = await repo.findSiteRow(deps.db, reach);
  if (!site) throw notFound();
  return viewOf(deps, site.id, site.settings);
}

/** Saves the section; in production the job address must be https (the contract checks the rest). */
export async function saveFeedSettings(deps: AppDeps, reach: Reach, actorId: number, input: UpdateJobFeedSettings) {
  if (deps.config.NODE_ENV === 'production' && input.job_url_pattern && !input.job_url_pattern.startsWith('https://')) {
    throw invalid({ job_url_pattern: [MESSAGES.jobUrlHttpsOnly] });
  }
  const site = await updateSite(deps, reach, actorId, 'feeds-updated', (current) => ({
    values: { settings: { ...current.settings, feeds: input } },
    diff: changesOf(feedSettingsOf(current.settings), input),
  }));
  return { data: await viewOf(deps, site.id, site.settings) };
}
