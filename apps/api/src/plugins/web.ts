import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@portal/contract';

const brandingDir = path.resolve(import.meta.dirname, '../../branding');

/** Serves the built SPA (index.html for client routes) and the demo branding assets. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, { root: brandingDir, prefix: '/branding/', decorateReply: false });
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/portal') || request.url.startsWith('/healthz');
    if (!isApi && indexHtml && request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
