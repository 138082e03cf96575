import path from 'node:path';
import { z } from 'zod';
import { LIMIT_SETTINGS } from './config-limits.js';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/**
 * Which proxies may set X-Forwarded-For/-Host/-Proto: off by default (a client could otherwise
 * pick its own IP and dodge per-IP limits); `true`, a hop count, or addresses/CIDRs separated by commas.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      return (_address, hop) => hop < hops;
    }
    return v;
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Set together or not at all: with them files and exports go to S3-compatible storage. */
export const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Set together or not at all: with them payments go through Stripe (decision 0018). */
export const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The sandbox's built-in webhook secret: public (it is in this file), so the demo's only (decision 0021). */
export const DEMO_SANDBOX_SECRET = 'sandbox-webhook-secret-for-development';
/** The content editor tokens' built-in signing secret: public, so the demo's only (decisions 0021, 0056). */
export const DEMO_CMS_SECRET = 'cms-token-secret-for-development-only';
/** The demo's enterprise key, printed in the README: refused in production (decision 0021). */
export const DEMO_ENTERPRISE_KEY = 'portal-demo';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** All configuration comes from the environment, checked once at start. */
const ConfigShape = z.object({
  /** `production` is a real deployment (decision 0021); anything else is the demo. */
  NODE_ENV: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  /** Production only: allow an http:// PUBLIC_URL on a private network (links then travel unencrypted). */
  ALLOW_HTTP_PUBLIC_URL: flag,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The role the app's statements run as, never a superuser nor BYPASSRLS (decision 0104). */
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a plain lower-case role name')
    .default('portal_app'),
  /** `off` runs every statement as the owner, no policy applied: the bench's comparison only, refused in production. */
  ROW_SECURITY: z.enum(['on', 'off']).default('on'),
  ENTERPRISE_KEY: optionalText,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.test>'),
  // Mail sending per worker process (decision 0060): mails in flight at once, each on its own pooled
  // SMTP connection, and an optional ceiling per second for servers that limit the sending rate.
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).optional(),
  // Outbound webhooks (decision 0106): deliveries in flight per worker process, and how long one
  // waits for the receiver's answer. WEBHOOK_ALLOW_LOOPBACK lets a test's own receiver on
  // 127.0.0.1 / ::1 be reached (loopback only, never other private ranges); production refuses it.
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  WEBHOOK_ALLOW_LOOPBACK: flag,
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** An impersonation token's life (decision 0052); it also ends with the staff member's own token. */
  IMPERSONATION_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  ...LIMIT_SETTINGS,
  TRUST_PROXY: trustProxy,
  // Request bounds (decision 0061): a JSON body's size (uploads declare their own, from their
  // kinds), the time a client has to send a whole request, and how long a connection may sit idle
  // (above the notification streams' 25 s heartbeat).
  JSON_BODY_LIMIT_KB: z.coerce.number().int().min(16).max(10_240).default(256),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  CONNECTION_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(3600).default(60),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  /** `demo` seeds the demo data on first start (`auto` is its old name, demo only); production needs it explicit. */
  SEED: z.enum(['demo', 'auto', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  // Storage (decision 0013): local files under DATA_DIR unless the four S3 settings are given.
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name of 3 to 63 lower-case letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Path-style URLs (`endpoint/bucket/key`) suit MinIO, Ceph and most S3-compatible stores. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Payments (decisions 0018, 0021): in the demo the offline sandbox unless Stripe's two keys are
  // set; in production a choice the operator makes, `none` (buying credits is off) included.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'none', 'off']).optional(),
  /** Signs the sandbox's webhook events; the built-in one is the demo's only. */
  SANDBOX_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16).optional()),
  /** The site content editor's address; unset, the portal offers no content editor (decision 0056). */
  CMS_URL: optionalUrl,
  /** Signs the content editor's tokens (HMAC-SHA256); production needs one of its own once CMS_URL is set. */
  CMS_TOKEN_SECRET: optionalText.pipe(z.string().min(32).optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
      .optional(),
  ),
  /** Another Stripe API endpoint (stripe-mock, a test double); Stripe's own by default. */
  STRIPE_API_URL: optionalUrl,
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
});

type ConfigValues = z.infer<typeof ConfigShape>;

/** Settings that only work together: each missing one is an issue naming it. */
function requireTogether(
  config: ConfigValues,
  ctx: z.RefinementCtx,
  names: readonly (keyof ConfigValues)[],
  what: string,
  needed = false,
) {
  const given = names.filter((name) => config[name] !== undefined);
  if ((given.length === 0 && !needed) || given.length === names.length) return;
  for (const name of names.filter((n) => config[n] === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${what} needs ${names.join(', ')} together; ${given.length ? `${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but not ${name}` : `${name} is not set`}`,
    });
  }
}

export const ConfigSchema = ConfigShape.superRefine((config, ctx) => {
  requireTogether(config, ctx, S3_REQUIRED, 'S3 storage');
  requireTogether(config, ctx, STRIPE_REQUIRED, 'Stripe', config.PAYMENT_PROVIDER === 'stripe');
  if (config.NODE_ENV === 'production') checkProduction(config, ctx);
}).transform((config) => {
  const production = config.NODE_ENV === 'production';
  return {
    ...config,
    /** A real deployment: none of the demo's conveniences apply (decision 0021). */
    PRODUCTION: production,
    ENTERPRISE_KEY: config.ENTERPRISE_KEY ?? DEMO_ENTERPRISE_KEY,
    SEED: seedOf(config.SEED, production),
    SANDBOX_WEBHOOK_SECRET: config.SANDBOX_WEBHOOK_SECRET ?? DEMO_SANDBOX_SECRET,
    CMS_TOKEN_SECRET: config.CMS_TOKEN_SECRET ?? DEMO_CMS_SECRET,
    PAYMENT_PROVIDER: paymentProviderOf(config),
  };
});

/** Demo data: seeded by default in the demo, never in production unless SEED=demo. */
function seedOf(seed: ConfigValues['SEED'], production: boolean): 'demo' | 'off' {
  if (seed === 'off') return 'off';
  return seed === 'demo' || !production ? 'demo' : 'off';
}

/** `none` and `off` both mean no provider; unset is the sandbox, or Stripe once its keys are set (demo only). */
function paymentProviderOf(config: ConfigValues): 'sandbox' | 'stripe' | 'none' {
  if (config.PAYMENT_PROVIDER === 'off') return 'none';
  return config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY !== undefined ? 'stripe' : 'sandbox');
}

const issue = (ctx: z.RefinementCtx, name: keyof ConfigValues, message: string) =>
  ctx.addIssue({ code: 'custom', path: [name], message: `production needs ${message}` });

/**
 * NODE_ENV=production refuses the demo's open doors (decision 0021): each one is an issue naming
 * its variable, so one start lists everything to set.
 */
function checkProduction(config: ConfigValues, ctx: z.RefinementCtx) {
  if (config.ENTERPRISE_KEY === undefined || config.ENTERPRISE_KEY === DEMO_ENTERPRISE_KEY) {
    issue(ctx, 'ENTERPRISE_KEY', `an enterprise key of its own (not the demo's ${DEMO_ENTERPRISE_KEY})`);
  }
  if (config.PUBLIC_URL === undefined) {
    issue(ctx, 'PUBLIC_URL', 'the https:// address users reach the portal at');
  } else if (!config.PUBLIC_URL.startsWith('https://') && !config.ALLOW_HTTP_PUBLIC_URL) {
    issue(ctx, 'PUBLIC_URL', 'an https:// address (or ALLOW_HTTP_PUBLIC_URL=true on a private network)');
  }
  if (config.PAYMENT_PROVIDER === undefined) {
    issue(
      ctx,
      'PAYMENT_PROVIDER',
      'a payment decision: stripe (with its keys), sandbox (test money, with a SANDBOX_WEBHOOK_SECRET of its own) or none (buying credits is off)',
    );
  } else if (
    config.PAYMENT_PROVIDER === 'sandbox' &&
    (config.SANDBOX_WEBHOOK_SECRET === undefined || config.SANDBOX_WEBHOOK_SECRET === DEMO_SANDBOX_SECRET)
  ) {
    issue(ctx, 'SANDBOX_WEBHOOK_SECRET', 'a sandbox webhook secret of its own (the built-in one is public)');
  }
  if (config.CMS_URL !== undefined && [undefined, DEMO_CMS_SECRET].includes(config.CMS_TOKEN_SECRET)) {
    issue(
      ctx,
      'CMS_TOKEN_SECRET',
      'a content editor token secret of its own, 32 characters or more (the built-in one is public)',
    );
  }
  if (config.WEBHOOK_ALLOW_LOOPBACK) {
    issue(ctx, 'WEBHOOK_ALLOW_LOOPBACK', 'WEBHOOK_ALLOW_LOOPBACK unset: webhooks never reach the loopback network');
  }
  if (config.SEED === 'auto') {
    issue(ctx, 'SEED', 'SEED=demo to seed demo data (auto seeds only outside production), or off');
  }
  if (config.ROW_SECURITY === 'off') issue(ctx, 'ROW_SECURITY', 'row-level security on (off is for the bench)');
}

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${issue.path.join('.')}: ${issue.message} (got ${shownValue(name, env[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}

/** Names of variables whose whole value is a secret: a refusal names its length, never the value. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY/;

/**
 * What a refused start may print of a value (decision 0012): a secret's length only; a URL with its
 * password masked; a value that looks like a URL with credentials but does not parse, its length.
 */
export function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_NAME.test(name)) return `${value.length} characters`;
  if (!value.includes('@')) return JSON.stringify(value);
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return JSON.stringify(url.toString());
  } catch {
    return `${value.length} characters`;
  }
}
