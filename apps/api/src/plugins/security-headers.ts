import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once: none of ours depends on the request,
 * and helmet parses its policy again on every call (`@fastify/helmet` calls it per request, a
 * noticeable share of a cheap request's CPU, decision 0103).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(Object.fromEntries(headers));
}

/**
 * Security headers on every response (decision 0012): a Content-Security-Policy that runs only
 * same-origin script files and the built documents' own inline scripts, admitted by their hash
 * (`scriptHashes`: index.html's first requests, decision 0073; no other inline script runs),
 * allows inline styles only because MUI/emotion injects `<style>` tags at run time, and forbids
 * framing; no Referer leaves the portal (reset links carry their token in the URL); nosniff; HSTS
 * only when the portal is served over HTTPS. The Swagger UI sets its own policy (plugins/docs.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { https: boolean; scriptHashes?: readonly string[] },
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.scriptHashes ?? []).map((hash) => `'${hash}'`)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: shows an image the user has just picked, before and while it uploads (decision 0013).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // blob: frames a private PDF (a resume) the page fetched with the session's headers (decision 0049).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Cross-origin isolation headers would stop nothing here and could block a site's own embeds.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  // First of the request's hooks, so a refusal (401, 404, 413, 503) carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers of an answer Fastify gives before any hook runs (an unreadable URL, `frameworkErrors`
 * in app.ts): nothing in it may load or run, and nothing may frame it (decision 0099).
 */
export const BARE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;
