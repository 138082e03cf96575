import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordEvenly } from './passwords.js';

// The seeded users of the API tests carry a cheap hash (decision 0026); the app's own hashing is
// tested here with the parameters production stores.
describe('password hashing', () => {
  it('stores Argon2id at OWASP’s minimum: 19 MiB, two passes, one lane', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse staple')).toBe(false);
  });

  it('refuses an account without a password or with a hash it cannot read', async () => {
    expect(await verifyPasswordEvenly(null, 'anything')).toBe(false);
    expect(await verifyPasswordEvenly('not-a-hash', 'anything')).toBe(false);
  });
});
