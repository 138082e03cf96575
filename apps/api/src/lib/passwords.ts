import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against a fixed hash keeps a login for an unknown address as slow as a real one. */
let decoy: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  decoy ??= hash('decoy-password-never-valid');
  await verifyPassword(await decoy, password);
}

/**
 * Exactly one Argon2 verify on every path, so the time taken does not tell whether the address
 * exists, is invited or is disabled: against the hash when it is one, else against the decoy.
 */
export async function verifyPasswordEvenly(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash?.startsWith('$argon2')) return verifyPassword(passwordHash, password);
  await burnVerifyTime(password);
  return false;
}
