import path from 'node:path';
import { z } from 'zod';

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

/** A limiter's window: at most a day, the age at which counted attempts are swept. */
const limitWindow = (seconds: number) => z.coerce.number().int().min(1).max(86_400).default(seconds);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Set together or not at all: with them files and exports go to S3-compatible storage. */
export const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Set together or not at all: with them payments go through Stripe (decision 0018). */
export const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** All configuration comes from the environment, checked once at start. */
const ConfigShape = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ENTERPRISE_KEY: z.string().min(1).default('portal-demo'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.test>'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  // Sign-in failures (decision 0012): per account from one IP, per IP, and a ceiling per account
  // from all IPs together, at most 100 as NIST SP 800-63B allows, over its own longer window.
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS: z.coerce.number().int().min(1).max(100).default(100),
  LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS: limitWindow(86_400),
  FORGOT_PASSWORD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  FORGOT_PASSWORD_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  FORGOT_PASSWORD_WINDOW_SECONDS: limitWindow(15 * 60),
  INVITATIONS_MAX_PER_USER: z.coerce.number().int().min(1).default(30),
  INVITATIONS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  INVITATIONS_WINDOW_SECONDS: limitWindow(3600),
  TRUST_PROXY: trustProxy,
  WORKER: z.enum(['inline', 'off']).default('inline'),
  SEED: z.enum(['auto', 'off']).default('auto'),
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
  UPLOADS_MAX_PER_USER: z.coerce.number().int().min(1).default(120),
  UPLOADS_WINDOW_SECONDS: limitWindow(3600),
  // Storage quotas (decision 0022): bytes of the files table per site and per uploader; then 413.
  UPLOADS_SITE_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  UPLOADS_USER_QUOTA_MB: z.coerce.number().int().min(1).default(256),
  /** An upload no record points at is deleted this long after it was made (at least ten minutes: a form may still be open). */
  UPLOADS_UNATTACHED_MAX_AGE_SECONDS: z.coerce.number().int().min(600).default(86_400),
  // Payments (decision 0018): the offline sandbox unless Stripe's two keys are set.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /** Signs the sandbox's webhook events; the default is for development only. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-secret-for-development'),
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
}).transform((config) => ({
  ...config,
  PAYMENT_PROVIDER:
    config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY !== undefined ? ('stripe' as const) : ('sandbox' as const)),
}));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}
