import { FALLBACK_LOCALE, HEADERS, LOCALES, PAGING, type Locale } from '@portal/contract/constants';
import type { Branding } from '@portal/contract';
import { DOCUMENT_LISTS, type ListPreloads } from '../config/document-lists';
import { env } from '../config/env';
import { listCodeFiles, listOf } from './document-list-path';
import { resolveLocale } from './locale';
import { readJson } from './storage';
import {
  AUTH_STORAGE_KEY,
  BRANDING_STORAGE_KEY,
  ME_HANDOFF_STORAGE_KEY,
  PREFERENCES_STORAGE_KEY,
  SCOPE_STORAGE_KEY,
} from './storage-keys';

/**
 * The first GETs of a signed-in page, sent by the document itself: index.html carries this module,
 * built inline (src/document-start.ts, build/document-plugins.ts), so the branding, `/auth/me` and a list's
 * first page are on the network while the entry's code downloads and evaluates. The app's
 * early-request cache (lib/early-requests.ts) adopts them; the API client takes each answer only
 * for the same URL and headers. No framework, no zod: this runs before any other script.
 */
export interface DocumentRequest {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
  /** A page's data (a list's first page): good for the first navigation only, unlike branding and `/auth/me`. */
  page: boolean;
}

/** Where the document leaves its requests: an array until the app adopts them, then the app's own `push`. */
export interface DocumentRequestQueue {
  push: (request: DocumentRequest) => unknown;
}

declare global {
  interface Window {
    __portalEarly?: DocumentRequestQueue;
  }
}

type Json = Record<string, unknown>;
type Ids = { accountId: number | null; siteId: number | null; employerId: number | null };
type Place = Pick<Location, 'hostname' | 'pathname' | 'search'>;

const objectOf = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null ? (value as Json) : null;
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** Read without taking it: the app's boot takes the handed-over user (lib/boot.ts). */
function handedOver(): Json | null {
  try {
    const raw = window.sessionStorage.getItem(ME_HANDOFF_STORAGE_KEY);
    return raw === null ? null : objectOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

function send(url: string, headers: Record<string, string>, page: boolean): Promise<Response> {
  const response = fetch(url, { headers });
  // Handled here so an answer nobody takes never reports an unhandled rejection; a taker still sees it.
  response.catch(() => undefined);
  const queue: DocumentRequestQueue = (window.__portalEarly ??= [] as DocumentRequest[]);
  queue.push({ url, headers, response, page });
  return response;
}

/** Build-time: each list page's files beyond the entry's (apps/web/build/document-plugins.ts, `documentStart`). */
declare const __DOCUMENT_PRELOADS__: ListPreloads | undefined;

/**
 * The language the app will likely start in, as its locale provider picks it (lib/locale.ts): with this
 * domain's branding cached, the stored choice where the branding offers it, else its default; without,
 * the stored choice (a wrong guess preloads a few strings for nothing). English when nothing is stored
 * or what is stored is not understood.
 */
export function storedLocale(hostname: string): string {
  try {
    const cached = objectOf(readJson(BRANDING_STORAGE_KEY));
    const branding = cached?.domain === hostname ? (objectOf(cached.branding) as Branding | null) : null;
    const stored = objectOf(readJson(PREFERENCES_STORAGE_KEY))?.language;
    const chosen = typeof stored === 'string' && isLocale(stored) ? stored : null;
    return branding ? resolveLocale(branding, chosen) : (chosen ?? FALLBACK_LOCALE);
  } catch {
    return FALLBACK_LOCALE;
  }
}

/** The page's code and strings, requested now beside the entry's instead of after it has run (no waterfall). */
function preloadCode(page: string, hostname: string): void {
  const preloads = typeof __DOCUMENT_PRELOADS__ === 'undefined' ? undefined : __DOCUMENT_PRELOADS__;
  preloadModules(listCodeFiles(preloads, page, storedLocale(hostname)));
}

/** Code files requested now, beside what is loading (also the sign-in page's, for the list it will open). */
export function preloadModules(files: readonly string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** The ids a path's names select for this user, as the route loader's first visit does (lib/scope.ts). */
function idsByNames(me: unknown, accountName: string, siteName: string): Ids | null {
  const accounts = objectOf(me)?.accounts;
  const account = Array.isArray(accounts) ? accounts.map(objectOf).find((a) => a?.name === accountName) : null;
  const sites = account?.sites;
  const site = Array.isArray(sites) ? sites.map(objectOf).find((s) => s?.name === siteName) : null;
  if (!account || !site) return null;
  const employers = Array.isArray(site.employers) ? site.employers : [];
  const only = employers.length === 1 ? numberOf(objectOf(employers[0])?.id) : null;
  return { accountId: numberOf(account.id), siteId: numberOf(site.id), employerId: only };
}

/** The scope headers the API client sends for a selection (`buildHeaders`). */
function scopeHeaders({ accountId, siteId, employerId }: Ids): Record<string, string> {
  const headers: Record<string, string> = {};
  if (accountId !== null) headers[HEADERS.account] = String(accountId);
  if (siteId !== null) headers[HEADERS.site] = String(siteId);
  if (employerId !== null) headers[HEADERS.employer] = String(employerId);
  return headers;
}

/**
 * Sends the branding GET, and for a signed-in visitor `/auth/me` (unless the sign-in page handed the
 * user over) and, on a list's path, preloads the page's code and asks for its first page: at once with
 * the stored selection, or with the ids the path's names select once the user is known. A guess the
 * app does not make is never taken.
 */
export function startDocumentRequests(place: Place = window.location): void {
  const auth = objectOf(readJson(AUTH_STORAGE_KEY));
  const token = typeof auth?.access_token === 'string' ? auth.access_token : null;
  const type = typeof auth?.token_type === 'string' ? auth.token_type : 'Bearer';
  const base: Record<string, string> = { Accept: 'application/json', [HEADERS.enterprise]: env.enterpriseKey };
  if (token !== null) base.Authorization = `${type} ${token}`;
  void send(
    `${env.apiBase}/accounts/branding?${new URLSearchParams({ domain: place.hostname }).toString()}`,
    base,
    false,
  );
  if (token === null) return;

  const handoff = handedOver();
  let me: Promise<unknown>;
  if (handoff) {
    me = Promise.resolve(handoff.access_token === token ? handoff.me : null);
  } else {
    const cached = objectOf(readJson(BRANDING_STORAGE_KEY));
    const brandingId = cached?.domain === place.hostname ? numberOf(objectOf(cached.branding)?.id) : null;
    const extra: Record<string, string> = brandingId === null ? {} : { [HEADERS.brandingToken]: String(brandingId) };
    // A copy of the answer: the app reads the original.
    me = send(`${env.apiBase}/auth/me`, { ...base, ...extra }, false).then(
      (r) => (r.ok ? r.clone().json() : null),
      () => null,
    );
  }

  const list = listOf(place);
  if (!list) return;
  preloadCode(list.page, place.hostname);
  // Only a bare list URL: a sort or a filter is read with the list's definition (lib/route-prefetch.ts).
  if (place.search !== '') return;
  const query = new URLSearchParams({ page: '1', per_page: String(PAGING.defaultPerPage) });
  const url = `${env.apiBase}${DOCUMENT_LISTS[list.page]?.api ?? ''}?${query.toString()}`;
  const stored = objectOf(readJson(SCOPE_STORAGE_KEY));
  const siteId = numberOf(stored?.siteId);
  if (siteId !== null) {
    const ids = { accountId: numberOf(stored?.accountId), siteId, employerId: numberOf(stored?.employerId) };
    void send(url, { ...base, ...scopeHeaders(ids) }, true);
    return;
  }
  me.then((value) => {
    const ids = idsByNames(value, list.account, list.site);
    if (ids) void send(url, { ...base, ...scopeHeaders(ids) }, true);
  }).catch(() => undefined);
}
