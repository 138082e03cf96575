import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

// Decision 0071: one log line per answered request (Fastify's own logging wrote two).
const lines: string[] = [];
const t = useTestApp({}, { logStream: { write: (line) => void lines.push(line) } });

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'req' in entry || 'res' in entry);

describe('the request log', () => {
  it('writes one line per request, with its method, path, status and time taken', async () => {
    const token = await t.login('admin@acme.test');
    lines.length = 0;
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=5&search=x',
      token,
      scope: { sid: t.ids.site('acme/careers') },
    });
    expect(res.statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/portal/nothing-here' });
    const [listed, missing, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(listed).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/portal/v1/employers' },
      res: { statusCode: 200 },
    });
    expect(typeof listed?.responseTime).toBe('number');
    expect(typeof listed?.reqId).toBe('string');
    expect(missing).toMatchObject({ req: { url: '/portal/nothing-here' }, res: { statusCode: 404 } });
  });
});
