import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenInStandby } from './standby-server.js';

describe('a replica waiting for its database', () => {
  it('answers 503 with Retry-After until the app is ready, then serves the app on the same port', async () => {
    const standby = await listenInStandby(0, '127.0.0.1');
    const base = `http://127.0.0.1:${standby.port}`;
    const app = Fastify();
    app.get('/healthz', async () => ({ status: 'ok' }));
    try {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'down' });
      const api = await fetch(`${base}/portal/v1/site/tags`, { method: 'POST', body: '{}' });
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toEqual({ message: 'The service is temporarily unavailable.' });

      await app.ready();
      standby.serve(app);
      const ready = await fetch(`${base}/healthz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok' });
    } finally {
      standby.close();
      await app.close();
    }
  });
});
