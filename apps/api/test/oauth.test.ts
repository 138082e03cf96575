import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();

describe('GET /portal/auth/oauth/:provider', () => {
  it.each(['google', 'github', '__proto__', 'constructor'])(
    'answers 404 "Unknown OAuth provider." for %s: no provider is configured',
    async (provider) => {
      const res = await t.request({ method: 'GET', url: `/portal/auth/oauth/${provider}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.unknownOAuthProvider });
    },
  );

  it('still needs the enterprise key, like every portal route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/auth/oauth/google' });
    expect(res.statusCode).not.toBe(404);
  });
});
