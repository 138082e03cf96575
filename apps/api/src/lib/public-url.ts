import type { Config } from '../config.js';

/** A bare host name as stored for a site: letters, digits, dots and dashes, nothing else. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

/** The configured base of links in mails: PUBLIC_URL, or http://localhost:PORT. */
export function configuredBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): URL {
  return new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
}

/**
 * The link base for one of our stored domains: the scheme and port of the configured base, the
 * domain as stored. Nothing of a request goes into it (decision 0012).
 */
export function domainBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, domain: string): string {
  const base = configuredBase(config);
  if (!isHostName(domain)) return origin(base);
  const url = new URL(`${base.protocol}//${domain}`);
  url.port = base.port;
  return origin(url);
}

export function publicBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  const base = configuredBase(config);
  return `${origin(base)}${base.pathname.replace(/\/$/, '')}`;
}

const origin = (url: URL) => `${url.protocol}//${url.host}`;
