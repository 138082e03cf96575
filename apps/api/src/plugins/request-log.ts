// One log line per request, written when it is answered (decision 0071): its method and path (never
// the query string, log-serializers.ts), its status and how long it took. Fastify's own request
// logging wrote two lines, "incoming request" and "request completed", the first saying nothing the
// second does not, and both through a synchronous write to stdout on the request's path.
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
