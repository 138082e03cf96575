import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** A page the user may open: a menu entry as the shell's navbar passes it (same ability check as the menu). */
export interface PageLink {
  path: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
}

/** The selected site's base path (`/acme/careers`), or null before a site is selected. */
export function siteBase(account: string | undefined, site: string | undefined): string | null {
  return account && site ? `/${encodeURIComponent(account)}/${encodeURIComponent(site)}` : null;
}

/**
 * The menu's pages and "Post a job" after the jobs list, for whoever may create jobs (the navbar's
 * post-job button asks the same): the pages the palette jumps to and the shortcuts draw from.
 */
export function pagesWithPosting(
  pages: readonly PageLink[],
  posting: { base: string | null; allowed: boolean; label: string },
): PageLink[] {
  if (!posting.base || !posting.allowed) return [...pages];
  const post = { path: `${posting.base}/jobs/create`, label: posting.label, icon: PostAddOutlinedIcon };
  const jobs = pages.findIndex((page) => page.path === `${posting.base ?? ''}/jobs`);
  return jobs < 0 ? [...pages, post] : [...pages.slice(0, jobs + 1), post, ...pages.slice(jobs + 1)];
}
