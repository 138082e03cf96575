import { DEMO_ENTERPRISE_KEY, DEMO_SANDBOX_SECRET, type Config } from '../config.js';
import { DEMO_PASSWORD } from '../db/seed/tenants.js';

/**
 * The demo's conveniences in force, each a sentence naming its variable (decision 0021). Outside
 * production the start prints them loudly, so a deployment that forgot NODE_ENV=production shows
 * at once what is open; in production only an explicitly chosen sandbox remains possible.
 */
export function demoConveniences(config: Config): string[] {
  const found: string[] = [];
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    found.push('PAYMENT_PROVIDER=sandbox: purchases are paid with test cards, no real money moves');
  }
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.SANDBOX_WEBHOOK_SECRET === DEMO_SANDBOX_SECRET) {
    found.push('SANDBOX_WEBHOOK_SECRET is the built-in public secret: anyone can sign a payment event');
  }
  if (config.SEED === 'demo') {
    found.push(`SEED=demo: demo users with the public password ${DEMO_PASSWORD} are created on first start`);
  }
  if (config.ENTERPRISE_KEY === DEMO_ENTERPRISE_KEY) {
    found.push(`ENTERPRISE_KEY is the demo's public key ${DEMO_ENTERPRISE_KEY}`);
  }
  if (config.PUBLIC_URL === undefined) {
    found.push(`PUBLIC_URL is not set: links in mails point at http://localhost:${config.PORT}`);
  }
  if (config.SMTP_URL === undefined) {
    found.push('SMTP_URL is not set: mail is written to DATA_DIR/mail, never sent');
  }
  return found;
}

/** Prints the conveniences in force as one warning block; nothing when there are none. */
export function warnDemoConveniences(config: Config, warn: (text: string) => void = console.warn): void {
  const found = demoConveniences(config);
  if (found.length === 0) return;
  const heading = config.PRODUCTION
    ? 'WARNING: this production start keeps demo settings:'
    : 'WARNING: DEMO MODE (NODE_ENV is not production). Not for real use:';
  const rule = '!'.repeat(72);
  warn([rule, heading, ...found.map((line) => `  - ${line}`), 'See "Run it for real" in the README.', rule].join('\n'));
}
