import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { CMS_TOKEN_TTL_SECONDS, CmsTokenClaimsSchema, type CmsTokenClaims } from '@portal/contract';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/**
 * A content editor token for one user and one site: a JWT (HS256) that expires in five minutes. A
 * token asked for through an impersonation names its author as the actor (`act`, decision 0063).
 */
export function signCmsToken(
  secret: string,
  who: { userId: number; siteId: number; siteName: string; impersonatorId?: number | null },
  now = Date.now(),
): { token: string; claims: CmsTokenClaims } {
  const iat = Math.floor(now / 1000);
  const claims: CmsTokenClaims = {
    iss: 'portal',
    aud: 'cms',
    sub: String(who.userId),
    site: who.siteId,
    site_name: who.siteName,
    iat,
    exp: iat + CMS_TOKEN_TTL_SECONDS,
    jti: randomUUID(),
    ...(who.impersonatorId == null ? {} : { act: { sub: String(who.impersonatorId) } }),
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { token: `${body}.${sign(secret, body)}`, claims };
}

/**
 * The claims of a token this secret signed and that has not expired, else null: what the content
 * editor runs on its side (the portal never accepts these tokens itself).
 */
export function verifyCmsToken(secret: string, token: string, now = Date.now()): CmsTokenClaims | null {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== HEADER || !payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = CmsTokenClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.exp > Math.floor(now / 1000) ? claims : null;
  } catch {
    return null;
  }
}
