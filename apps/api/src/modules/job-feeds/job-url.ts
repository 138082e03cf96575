/** A job as its public address names it. */
export interface UrlJob {
  uuid: string;
  reference: string | null;
  title: string;
}

/** The title as a path segment: ASCII letters and digits joined by dashes, `job` when nothing is left. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'job';
}

/**
 * The public address of a job (decision 0107): the site's saved pattern with its placeholders
 * filled, each value escaped for a URL; a job without a reference is named by its uuid. Built
 * from settings and the row only, never from a request.
 */
export function jobUrlOf(pattern: string, job: UrlJob): string {
  const values: Record<string, string> = {
    '{uuid}': job.uuid,
    '{reference}': job.reference?.trim() ? job.reference.trim() : job.uuid,
    '{slug}': slugOf(job.title),
  };
  return pattern.replace(/\{(uuid|reference|slug)\}/g, (p) => encodeURIComponent(values[p] ?? ''));
}
