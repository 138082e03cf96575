import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isAllowedAddress } from './address-guard.js';

/** Resolves a host name to its addresses (a test may answer its own). */
export type Lookup = (hostname: string) => Promise<{ address: string }[]>;
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SendOptions {
  timeoutMs: number;
  /** Production: only `https:` endpoints are called. */
  requireHttps: boolean;
  /** Tests only (refused in production): the loopback addresses are allowed. */
  allowLoopback: boolean;
  lookup?: Lookup;
}

export interface SendOutcome {
  /** A 2xx answer. */
  ok: boolean;
  status: number | null;
  /** The first bytes of the answer, as text. */
  excerpt: string | null;
  /** Why no answer was had, or why it does not count. */
  error: string | null;
  latencyMs: number;
}

const EXCERPT_BYTES = 1024;

export class RefusedAddress extends Error {}

/**
 * POSTs one webhook (decision 0106). The host is resolved here, at delivery time, and every address
 * it resolves to must be public; the connection is then made to that checked address (the name is
 * kept for the Host header and TLS), and the socket's peer is checked again once connected, so a
 * DNS answer that changes between the check and the connection (rebinding) reaches nothing inside.
 * Redirects are answers like any other (not followed); the whole exchange has one deadline.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
): Promise<SendOutcome> {
  const started = performance.now();
  const outcome = (rest: Omit<SendOutcome, 'latencyMs'>): SendOutcome => ({
    ...rest,
    latencyMs: Math.round(performance.now() - started),
  });
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    const target = new URL(url);
    if (target.protocol !== 'https:' && (opts.requireHttps || target.protocol !== 'http:')) {
      throw new RefusedAddress('only https endpoints are called');
    }
    const hostname = target.hostname.replace(/^\[|\]$/g, '');
    const address = await resolvePublic(hostname, opts, signal);
    const response = await post(target, hostname, address, headers, body, opts, signal);
    const ok = response.status >= 200 && response.status < 300;
    const redirect = response.status >= 300 && response.status < 400;
    return outcome({
      ok,
      status: response.status,
      excerpt: response.excerpt,
      error: redirect ? 'redirects are not followed' : null,
    });
  } catch (error) {
    const message = signal.aborted
      ? `no answer within ${opts.timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    return outcome({ ok: false, status: null, excerpt: null, error: message.slice(0, 500) });
  }
}

async function resolvePublic(hostname: string, opts: SendOptions, signal: AbortSignal): Promise<string> {
  const found = isIP(hostname)
    ? [{ address: hostname }]
    : await abortable((opts.lookup ?? systemLookup)(hostname), signal);
  // One private address among the answers refuses them all: the next lookup could pick it.
  const [first] = found;
  if (!first || found.some(({ address }) => !isAllowedAddress(address, opts))) {
    throw new RefusedAddress(`${hostname} resolves to an address webhooks may not reach`);
  }
  return first.address;
}

function post(
  target: URL,
  hostname: string,
  address: string,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
  signal: AbortSignal,
): Promise<{ status: number; excerpt: string }> {
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      host: address,
      port: target.port || (secure ? 443 : 80),
      path: `${target.pathname}${target.search}`,
      method: 'POST',
      headers: {
        ...headers,
        host: target.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      // TLS checks the certificate against the name, not the address connected to.
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
      agent: false,
      signal,
    });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress ?? '';
        if (!isAllowedAddress(peer, opts))
          request.destroy(new RefusedAddress('the connection reached a refused address'));
      });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ status: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8') });
      response.on('data', (chunk: Buffer) => {
        if (size >= EXCERPT_BYTES) return;
        chunks.push(chunk.subarray(0, EXCERPT_BYTES - size));
        size += chunk.length;
        // Enough read: the rest of a large answer is not waited for.
        if (size >= EXCERPT_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const abortable = <T>(promise: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    promise.then(resolve, reject);
  });
