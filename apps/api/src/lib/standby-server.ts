import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

/** The connection limits Fastify set on its own server (never listening here); they apply to the one that accepts. */
const LIMITS = ['keepAliveTimeout', 'requestTimeout', 'headersTimeout', 'timeout', 'maxRequestsPerSocket'] as const;

export interface StandbyServer {
  readonly port: number;
  /** Hands every request from now on to the app (ready: `await app.ready()` first). */
  serve(app: FastifyInstance): void;
  /** Stops accepting connections; those open end when idle. */
  close(): void;
}

/**
 * The port a replica listens on from its first moment (decision 0023): until the app is ready (the
 * database reached, migrated, the queue started) every request is answered 503 with Retry-After and
 * /healthz says the database is down, so a load balancer and a client see an outage, never a refused
 * connection; then the same socket serves the app, with no moment in between where nothing listens.
 */
export function listenInStandby(port: number, host: string): Promise<StandbyServer> {
  let app: FastifyInstance | undefined;
  const server = http.createServer((request, response) => {
    if (app) {
      app.server.emit('request', request, response);
      return;
    }
    const health = request.url === '/healthz' || request.url?.startsWith('/healthz?');
    const body = health ? { status: 'unavailable', database: 'down' } : { message: MESSAGES.serviceUnavailable };
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'retry-after': '5',
    });
    response.end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        serve(ready) {
          for (const limit of LIMITS) Object.assign(server, { [limit]: ready.server[limit] });
          // A malformed request is answered as Fastify answers it.
          for (const listener of ready.server.listeners('clientError')) server.on('clientError', listener as never);
          app = ready;
        },
        close() {
          server.close();
          server.closeIdleConnections();
        },
      });
    });
  });
}
