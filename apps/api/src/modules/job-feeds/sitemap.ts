import type { FeedJob } from './feed-repository.js';
import { jobUrlOf } from './job-url.js';
import { xmlText } from './xml-text.js';

/** sitemaps.org: at most 50,000 addresses per file; a longer list is split into parts under an index. */
export const SITEMAP_PART_SIZE = 50_000;

export const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_TAIL = '</urlset>\n';

export const sitemapUrl = (job: FeedJob, pattern: string) =>
  `<url><loc>${xmlText(jobUrlOf(pattern, job))}</loc><lastmod>${job.updated_at.toISOString()}</lastmod></url>\n`;

/** The index of a site's parts: `parts` addresses `sitemap-1.xml` … under `base`. */
export function sitemapIndex(base: string, parts: number, now = new Date()): string {
  const entries = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${xmlText(`${base}/sitemap-${String(i + 1)}.xml`)}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
