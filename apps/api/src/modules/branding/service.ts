import type { Branding } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { toBranding } from '../settings/index.js';
import { findSiteByDomain } from './repository.js';

/** The branding of the site that owns the domain; an unknown domain is a 404. */
export async function brandingForDomain(deps: AppDeps, enterpriseId: number, domain: string): Promise<Branding> {
  const site = await findSiteByDomain(deps.db, enterpriseId, domain);
  if (!site) throw notFound();
  return toBranding(site);
}
