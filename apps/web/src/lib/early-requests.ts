import { HEADERS } from '@portal/contract/constants';
import { env } from '../config/env';
import { readJson } from './storage';
import { AUTH_STORAGE_KEY, BRANDING_STORAGE_KEY, ME_HANDOFF_STORAGE_KEY } from './storage-keys';

/**
 * The GETs every signed-in first page makes (branding, `/auth/me`), started by src/early-start.ts
 * as the entry chunk begins to run, before React, the router and the contract's schemas have been
 * evaluated. The API client takes an answer from here once, when the same URL is asked with the
 * same headers; anything else goes to the network as usual. This module stays zod-free and small.
 */
const pending = new Map<string, Promise<Response>>();

const signature = (url: string, headers: Headers) =>
  `${url}\n${[...headers].map(([name, value]) => `${name}:${value}`).join('\n')}`;

function stored(key: string): Record<string, unknown> | null {
  const value = readJson(key);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function handoffWaiting(): boolean {
  try {
    return window.sessionStorage.getItem(ME_HANDOFF_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The headers the API client sends without a scope (see `buildHeaders`). */
function unscopedHeaders(authorization: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', [HEADERS.enterprise]: env.enterpriseKey });
  if (authorization) headers.set('Authorization', authorization);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

function start(url: string, headers: Headers): () => void {
  const response = fetch(url, { headers });
  // Handled here so an answer nobody takes never reports an unhandled rejection; a taker still sees it.
  response.catch(() => undefined);
  const key = signature(url, headers);
  pending.set(key, response);
  return () => {
    if (pending.get(key) === response) pending.delete(key);
  };
}

/**
 * A GET started before the code that reads it has loaded (a list's first page, from its route loader:
 * lib/route-prefetch.ts); the API client takes the answer when it asks the same URL with the same
 * headers. Answers the way to drop it untaken, so that it is never served later as a stale answer.
 */
export const startEarlyGet = (url: string, headers: Headers): (() => void) => start(url, headers);

export function startEarlyRequests(domain: string = window.location.hostname): void {
  const auth = stored(AUTH_STORAGE_KEY);
  const token = typeof auth?.access_token === 'string' ? auth.access_token : null;
  const type = typeof auth?.token_type === 'string' ? auth.token_type : 'Bearer';
  const authorization = token ? `${type} ${token}` : null;
  start(
    `${env.apiBase}/accounts/branding?${new URLSearchParams({ domain }).toString()}`,
    unscopedHeaders(authorization),
  );

  if (!authorization || handoffWaiting()) return;
  const cached = stored(BRANDING_STORAGE_KEY);
  const branding = cached?.domain === domain ? (cached.branding as Record<string, unknown> | null) : null;
  const brandingId = typeof branding?.id === 'number' ? branding.id : null;
  const extra: Record<string, string> = brandingId === null ? {} : { [HEADERS.brandingToken]: String(brandingId) };
  start(`${env.apiBase}/auth/me`, unscopedHeaders(authorization, extra));
}

/** The early answer to exactly this GET, once; undefined when there is none. */
export function takeEarlyResponse(url: string, headers: Headers): Promise<Response> | undefined {
  const key = signature(url, headers);
  const response = pending.get(key);
  pending.delete(key);
  return response;
}
