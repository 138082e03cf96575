import { startDocumentRequests, type DocumentRequest } from './document-requests';

/**
 * The GETs a page makes before its code could: the branding, `/auth/me` and a list's first page, sent
 * by the document itself (lib/document-requests.ts, inline in index.html), and a list's first page
 * started by its route loader before the page's query module has loaded (lib/route-prefetch.ts). The
 * API client takes an answer from here once, when the same URL is asked with the same headers;
 * anything else goes to the network as usual. This module stays zod-free and small.
 */
interface Early {
  response: Promise<Response>;
  /** The document's guess at the first page's data: kept for the first navigation only. */
  firstPage: boolean;
}

const pending = new Map<string, Early>();
/** Set once the first navigation's list loader has finished, or the session or site changed. */
let firstPageOver = false;

const signature = (url: string, headers: Headers) =>
  `${url}\n${[...headers].map(([name, value]) => `${name}:${value}`).join('\n')}`;

function adopt({ url, headers, response, page }: DocumentRequest): void {
  if (page && firstPageOver) return;
  pending.set(signature(url, new Headers(headers)), { response, firstPage: page });
}

/**
 * Takes over what the document has sent, and what it sends later (a list's page waiting for
 * `/auth/me`); answers whether the document had started its requests at all.
 */
function adoptDocumentRequests(): boolean {
  const queue = window.__portalEarly;
  const started = Array.isArray(queue);
  if (started) for (const request of queue as DocumentRequest[]) adopt(request);
  window.__portalEarly = { push: adopt };
  return started;
}

/**
 * Adopts the document's requests (src/start-app.tsx, as the app starts); where the
 * document sent none (the dev server's first load before the plugin, a test), sends them now.
 */
export function startEarlyRequests(domain: string = window.location.hostname): void {
  if (adoptDocumentRequests()) return;
  const { pathname, search } = window.location;
  startDocumentRequests({ hostname: domain, pathname, search });
}

/**
 * A GET started before the code that reads it has loaded (a list's first page, from its route loader:
 * lib/route-prefetch.ts), or the document's own when it sent the same one; the API client takes the
 * answer when it asks the same URL with the same headers. Answers the way to drop it untaken, so that
 * it is never served later as a stale answer.
 */
export function startEarlyGet(url: string, headers: Headers): () => void {
  const key = signature(url, headers);
  const response = pending.get(key)?.response ?? fetch(url, { headers });
  response.catch(() => undefined);
  pending.set(key, { response, firstPage: false });
  return () => {
    if (pending.get(key)?.response === response) pending.delete(key);
  };
}

/** The first navigation's list loader is done: the document's guesses it did not take are dropped. */
export function endFirstPage(): void {
  firstPageOver = true;
  for (const [key, early] of pending) if (early.firstPage) pending.delete(key);
}

/** Sign-out, an expired session, another user or another site: nothing sent before is served after. */
export function dropEarlyRequests(): void {
  firstPageOver = true;
  pending.clear();
}

/** The early answer to exactly this GET, once; undefined when there is none. */
export function takeEarlyResponse(url: string, headers: Headers): Promise<Response> | undefined {
  const key = signature(url, headers);
  const early = pending.get(key);
  pending.delete(key);
  return early?.response;
}
