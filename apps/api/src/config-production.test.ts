import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_CMS_SECRET, DEMO_SANDBOX_SECRET, loadConfig } from './config.js';
import { demoConveniences } from './lib/demo-warnings.js';

/** A production environment with every decision made; each test takes one away. */
const ready = {
  NODE_ENV: 'production',
  ENTERPRISE_KEY: 'acme-enterprise-key',
  PUBLIC_URL: 'https://jobs.example.com',
  PAYMENT_PROVIDER: 'none',
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('NODE_ENV=production', () => {
  it('starts once the key, the https address and a payment decision are given, with no demo data', () => {
    const config = loadConfig(ready);
    expect([config.PRODUCTION, config.SEED, config.PAYMENT_PROVIDER]).toEqual([true, 'off', 'none']);
  });

  it('names every missing variable in one message', () => {
    const message = refusal({ NODE_ENV: 'production' });
    for (const name of ['ENTERPRISE_KEY', 'PUBLIC_URL', 'PAYMENT_PROVIDER']) expect(message).toMatch(`${name}: `);
  });

  it("refuses the demo's enterprise key", () => {
    expect(refusal({ ...ready, ENTERPRISE_KEY: 'portal-demo' })).toMatch(/ENTERPRISE_KEY: production needs/);
  });

  it('refuses an http PUBLIC_URL unless the private-network opt-out is given', () => {
    const http = { ...ready, PUBLIC_URL: 'http://portal.internal' };
    expect(refusal(http)).toMatch(/PUBLIC_URL: .*ALLOW_HTTP_PUBLIC_URL=true/);
    expect(loadConfig({ ...http, ALLOW_HTTP_PUBLIC_URL: 'true' }).PUBLIC_URL).toBe('http://portal.internal');
  });

  it('does not take Stripe keys alone as a payment decision, and accepts stripe with its keys', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    const { PAYMENT_PROVIDER: _undecided, ...rest } = ready;
    expect(refusal({ ...rest, ...stripe })).toMatch(/PAYMENT_PROVIDER: /);
    expect(loadConfig({ ...ready, ...stripe, PAYMENT_PROVIDER: 'stripe' }).PAYMENT_PROVIDER).toBe('stripe');
    expect(refusal({ ...ready, PAYMENT_PROVIDER: 'stripe' })).toMatch(/STRIPE_SECRET_KEY/);
  });

  it('runs the sandbox only with a webhook secret of its own', () => {
    const sandbox = { ...ready, PAYMENT_PROVIDER: 'sandbox' };
    expect(refusal(sandbox)).toMatch(/SANDBOX_WEBHOOK_SECRET: /);
    expect(refusal({ ...sandbox, SANDBOX_WEBHOOK_SECRET: DEMO_SANDBOX_SECRET })).toMatch(/SANDBOX_WEBHOOK_SECRET: /);
    const own = loadConfig({ ...sandbox, SANDBOX_WEBHOOK_SECRET: 'a-secret-of-this-deployment' });
    expect(own.SANDBOX_WEBHOOK_SECRET).toBe('a-secret-of-this-deployment');
  });

  it('reads PAYMENT_PROVIDER=off as none', () => {
    expect(loadConfig({ ...ready, PAYMENT_PROVIDER: 'off' }).PAYMENT_PROVIDER).toBe('none');
  });

  it('seeds demo data only when SEED=demo says so, and refuses the old auto', () => {
    expect(loadConfig({ ...ready, SEED: 'demo' }).SEED).toBe('demo');
    expect(refusal({ ...ready, SEED: 'auto' })).toMatch(/SEED: /);
  });
});

describe('the demo (NODE_ENV anything but production)', () => {
  it('keeps its offline defaults, auto meaning demo', () => {
    for (const NODE_ENV of [undefined, 'test', 'development']) {
      const config = loadConfig({ NODE_ENV });
      expect([config.PRODUCTION, config.SEED, config.PAYMENT_PROVIDER, config.ENTERPRISE_KEY]).toEqual([
        false,
        'demo',
        'sandbox',
        'portal-demo',
      ]);
    }
    expect(loadConfig({ SEED: 'auto' }).SEED).toBe('demo');
    expect(loadConfig({ SEED: 'off' }).SEED).toBe('off');
  });

  it('lists each demo convenience in force, naming its variable', () => {
    const found = demoConveniences(loadConfig({})).join('\n');
    for (const name of [
      'PAYMENT_PROVIDER=sandbox',
      'SANDBOX_WEBHOOK_SECRET',
      'SEED=demo',
      'ENTERPRISE_KEY',
      'PUBLIC_URL',
    ]) {
      expect(found).toContain(name);
    }
    const real = loadConfig({ ...ready, SMTP_URL: 'smtp://mail.example:587' });
    expect(demoConveniences(real)).toEqual([]);
  });
});

describe('the content editor token secret in production (decision 0056)', () => {
  it('refuses a content editor without a signing secret of its own, and starts with one', () => {
    const withEditor = { ...ready, CMS_URL: 'https://cms.example.com' };
    expect(refusal(withEditor)).toMatch(/CMS_TOKEN_SECRET/);
    expect(refusal({ ...withEditor, CMS_TOKEN_SECRET: DEMO_CMS_SECRET })).toMatch(/CMS_TOKEN_SECRET/);
    const secret = 'a-real-secret-of-at-least-32-characters!';
    expect(loadConfig({ ...withEditor, CMS_TOKEN_SECRET: secret }).CMS_TOKEN_SECRET).toBe(secret);
    // No content editor, nothing to sign: the secret is not asked for.
    expect(loadConfig(ready).CMS_URL).toBeUndefined();
  });
});

describe('NODE_ENV=production and webhooks (decision 0106)', () => {
  it("refuses the tests' loopback switch: a webhook never reaches this host in production", () => {
    expect(refusal({ ...ready, WEBHOOK_ALLOW_LOOPBACK: 'true' })).toMatch(/WEBHOOK_ALLOW_LOOPBACK: production needs/);
  });
});
