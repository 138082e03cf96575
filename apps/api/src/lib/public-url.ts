import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { findSiteByDomain } from '../modules/branding/repository.js';

/**
 * The base URL for links in mails: the host the request came to when it is one of our sites'
 * domains (so white-labelled users stay on their site), else PUBLIC_URL. Never an unknown Host.
 */
export async function publicBaseUrl(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const site = await findSiteByDomain(deps.db, request.enterpriseId, request.hostname);
  if (site) return `${request.protocol}://${request.host}`;
  return (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/$/, '');
}
