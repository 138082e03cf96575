import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, shownValue } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ENTERPRISE_KEY).toBe('portal-demo');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('keeps limit windows within the day that counted attempts are kept', () => {
    expect(() => loadConfig({ FORGOT_PASSWORD_WINDOW_SECONDS: '90000' })).toThrow(/FORGOT_PASSWORD_WINDOW_SECONDS/);
  });
});

describe('storage settings', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'portal-files',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('uses local files when no S3 setting is given, and S3 when all four are', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const config = loadConfig(s3);
    expect([config.S3_BUCKET, config.S3_REGION, config.S3_FORCE_PATH_STYLE]).toEqual([
      'portal-files',
      'us-east-1',
      true,
    ]);
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuses some S3 settings without the others, naming each missing one', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_BUCKET: _bucket, ...partial } = s3;
    let message = '';
    try {
      loadConfig(partial);
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    expect(message).toMatch(
      /S3_BUCKET: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together/,
    );
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: /);
    expect(message).not.toContain('secret');
  });

  it('refuses a malformed endpoint or bucket name', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'No_Such Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('payment settings', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('uses the sandbox by default, and Stripe once both of its keys are set', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig(stripe).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({ ...stripe, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('refuses one Stripe key without the other, and Stripe asked for without keys', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses malformed keys and a short sandbox secret, naming the variable', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });
});

describe('a refused start', () => {
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('names a secret’s length, never its value', () => {
    const secrets = {
      STRIPE_SECRET_KEY: 'pk_live_notAsecretKeyButStillPrivate',
      STRIPE_WEBHOOK_SECRET: 'not-a-whsec-value',
      SANDBOX_WEBHOOK_SECRET: 'short-sandbox',
      CMS_TOKEN_SECRET: 'too-short-cms-secret',
    };
    const message = refusal(secrets);
    for (const [name, value] of Object.entries(secrets)) {
      expect(message).toContain(name);
      expect(message).not.toContain(value);
      expect(message).toContain(`${value.length} characters`);
    }
  });

  it('masks the password of a URL it refuses', () => {
    const message = refusal({ SMTP_URL: 'smtp://mailer:hunter2-password@mail.example:25x' });
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain('hunter2-password');
  });
});

describe('shownValue', () => {
  it('shows a URL with its password masked and plain values as they are', () => {
    expect(shownValue('SMTP_URL', 'smtp://user:pass-word@mail.example:587')).toBe('"smtp://user:***@mail.example:587"');
    expect(shownValue('PORT', 'eighty')).toBe('"eighty"');
    expect(shownValue('PORT', undefined)).toBe('nothing');
  });
});
