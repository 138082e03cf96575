import { Readable } from 'node:stream';
import type { JobFeed } from '@portal/contract';
import { notFound } from '../../lib/http-error.js';
import { publicBase } from '../../lib/public-url.js';
import { clientKey, RequestBudget } from '../../lib/rate-limit.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { scopeOf, setRequestScope } from '../../db/row-scope.js';
import { findSiteByDomain } from '../branding/index.js';
import type { PublicSite } from '../candidate-site/index.js';
import { feedSettingsOf } from '../settings/index.js';
import { countFeedJobs, feedCursorAt, feedJobs, findFeedJob, type FeedCursor } from './feed-repository.js';
import { FEED_TAIL, feedHead, jobXml, type OnFeedSettings } from './indeed-feed.js';
import { jobPostingOf } from './job-posting.js';
import { SITEMAP_PART_SIZE, sitemapIndex, sitemapUrl, URLSET_HEAD, URLSET_TAIL } from './sitemap.js';

/** Rows per statement while a feed streams: one page in memory at a time. */
export const FEED_PAGE_SIZE = 500;

export interface FeedSite {
  site: PublicSite;
  title: string;
  /** The domain as stored (never the request's spelling). */
  domain: string;
  settings: OnFeedSettings;
}

/**
 * The site a feed's path names, within `enterpriseId`, when that feed is on (decision 0107); a
 * domain of no site, or a feed that is off, is the same 404.
 */
export async function feedSiteOf(
  deps: AppDeps,
  enterpriseId: number,
  domain: string,
  feed: JobFeed,
): Promise<FeedSite> {
  const row = await findSiteByDomain(deps.db, enterpriseId, domain);
  const settings = row && feedSettingsOf(row.settings);
  const pattern = settings?.job_url_pattern;
  if (!row || !settings?.[feed] || !pattern || !settings.location.country) throw notFound();
  // From here the request sees this site's rows and no other's (decision 0104).
  setRequestScope(scopeOf({ sites: [row.id] }));
  return {
    site: { siteId: row.id },
    title: row.title,
    domain: row.domain,
    settings: { ...settings, job_url_pattern: pattern },
  };
}

/**
 * Counts one read of a feed against the client's own budget (per address; IPv6 by its /64) before
 * anything is looked up. There is no shared budget: a flood from one address never closes a site's
 * feed to the aggregators (decision 0061's rule).
 */
export async function spendFeedBudget(deps: AppDeps, ip: string): Promise<void> {
  await RequestBudget.own(deps.db, [
    {
      bucket: 'feeds:ip',
      key: clientKey(ip),
      max: deps.config.FEED_MAX_PER_IP,
      windowSeconds: deps.config.FEED_LIMIT_WINDOW_SECONDS,
    },
  ]);
}

/** Text pieces from `pages`, one page of rows at a time, between a head and a tail. */
async function* piecesOf<T>(head: string, pages: AsyncGenerator<T[]>, row: (r: T) => string, tail: string) {
  yield head;
  for await (const rows of pages) yield rows.map(row).join('');
  yield tail;
}

/** A stream that reads the next page only once the client took the last one (one page ahead at most). */
const streamOf = (pieces: AsyncGenerator<string>) => Readable.from(pieces, { highWaterMark: 1 });

/** The site's XML job feed, streamed page by page (constant memory for any number of jobs). */
export function xmlFeed(deps: AppDeps, feed: FeedSite): Readable {
  const pages = feedJobs(deps.db, feed.site, { size: FEED_PAGE_SIZE });
  return streamOf(piecesOf(feedHead(feed.title, feed.settings), pages, (job) => jobXml(job, feed.settings), FEED_TAIL));
}

const feedsBase = (deps: AppDeps, domain: string) => `${publicBase(deps.config)}/feeds/${encodeURIComponent(domain)}`;

/** The sitemap index: one part per 50,000 jobs (at least one part). */
export async function sitemapIndexOf(deps: AppDeps, feed: FeedSite): Promise<string> {
  const parts = Math.max(1, Math.ceil((await countFeedJobs(deps.db, feed.site)) / SITEMAP_PART_SIZE));
  return sitemapIndex(feedsBase(deps, feed.domain), parts);
}

/** Part `part` (1-based) of the sitemap, streamed; a part past the last is a 404. */
export async function sitemapPart(deps: AppDeps, feed: FeedSite, part: number): Promise<Readable> {
  let after: FeedCursor | null = null;
  if (part > 1) {
    after = (await feedCursorAt(deps.db, feed.site, (part - 1) * SITEMAP_PART_SIZE - 1)) ?? null;
    if (!after) throw notFound();
  }
  const pages = feedJobs(deps.db, feed.site, { size: FEED_PAGE_SIZE, limit: SITEMAP_PART_SIZE, after });
  const pattern = feed.settings.job_url_pattern;
  return streamOf(piecesOf(URLSET_HEAD, pages, (job) => sitemapUrl(job, pattern), URLSET_TAIL));
}

/** A job of the feeds as schema.org JobPosting; 404 when it is not on them. */
export async function jobPosting(deps: AppDeps, feed: FeedSite, uuid: string) {
  const job = await findFeedJob(deps.db, feed.site, uuid);
  if (!job) throw notFound();
  return jobPostingOf(job, feed.settings);
}
