import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@portal/contract';

const brandingDir = path.resolve(import.meta.dirname, '../../branding');

/** The path as any reader may see it (`/%70ortal`, `/%2570ortal`, `//Portal` are `/portal`); undefined when malformed. */
function decodedPath(url: string): string | undefined {
  let pathname = url.split('?')[0] ?? '';
  try {
    for (let i = 0; i < 3 && pathname.includes('%'); i++) pathname = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return pathname.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * The CSP hashes (`sha256-…`) of the inline scripts in the built documents (index.html's first
 * requests, apps/web/build/document-plugins.ts `documentStart`): the policy admits exactly these and no other.
 */
export function documentScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const name of ['index.html', 'login.html']) {
    const file = path.join(webDist, name);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (body?.trim()) hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes];
}

/**
 * Serves the built web app and the demo branding assets: /login is the lean sign-in page
 * (login.html, docs/decisions/0009), every other client route the SPA (index.html).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, { root: brandingDir, prefix: '/branding/', decorateReply: false });
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The `.br` and `.gz` written beside each file at build time (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : undefined;
  const loginFile = path.join(webDist, 'login.html');
  const loginHtml = fs.existsSync(loginFile) ? fs.readFileSync(loginFile, 'utf8') : undefined;

  if (loginHtml) {
    // Any query string (`to`, the guarded page's own query) is read by the page itself.
    // A page, not the API: out of the OpenAPI document.
    app.get('/login', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').send(loginHtml),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url);
    const isApi =
      pathname === undefined ||
      pathname.startsWith('/portal') ||
      pathname.startsWith('/healthz') ||
      pathname.startsWith('/files/');
    if (!isApi && indexHtml && request.method === 'GET' && !path.extname(pathname)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
