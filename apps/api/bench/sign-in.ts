import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@portal/contract';
import { DEMO_PASSWORD } from '../src/db/seed/index.js';

/** The headers of `email` signed in through the app itself, with the site selected (scale users share the demo password). */
export async function signedInHeaders(
  app: FastifyInstance,
  enterpriseKey: string,
  target: { siteId: number; email: string },
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [HEADERS.enterprise]: enterpriseKey,
    [HEADERS.site]: String(target.siteId),
  };
  const login = await app.inject({
    method: 'POST',
    url: '/portal/auth/login',
    headers,
    payload: { email: target.email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${target.email}: ${login.statusCode} ${login.body}`);
  return { ...headers, authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
}
