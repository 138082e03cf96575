import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token and the SHA-256 hash under which it is stored. */
export function newToken(): { plain: string; hash: string } {
  const plain = randomBytes(32).toString('base64url');
  return { plain, hash: hashToken(plain) };
}

export function hashToken(plain: string): string {
  return createHash('sha256').update(plain).digest('hex');
}
