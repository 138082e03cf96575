import type { PageLink } from './page-link';

/** The frequent pages, by their path under the site ('' is the dashboard at "/"), in the grid's order. */
const FREQUENT = [
  '/',
  'jobs',
  'jobs/create',
  'applications',
  'seekers',
  'employers',
  'employer',
  'consultants',
  'credit-system',
  'settings',
];

/** Of the pages the user may open, the frequent ones (decision 0055), in a fixed order. */
export function shortcutPages(pages: readonly PageLink[], base: string | null): PageLink[] {
  const relative = (page: PageLink) =>
    page.path === '/' ? '/' : base && page.path.startsWith(`${base}/`) ? page.path.slice(base.length + 1) : null;
  return FREQUENT.flatMap((key) => pages.filter((page) => relative(page) === key));
}
