import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The key bytes of a `whsec_<base64>` secret. */
const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/**
 * The `webhook-signature` header of the Standard Webhooks scheme: `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">` for each secret that signs (two while a rotation overlaps), space-separated.
 */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  const content = `${id}.${timestamp}.${body}`;
  return secrets
    .map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(content).digest('base64')}`)
    .join(' ');
}
