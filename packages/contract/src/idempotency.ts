import { z } from 'zod';

/**
 * The header a create carries so that a retry after a lost answer returns the first answer instead
 * of making a second record (decision 0059); purchases carry it too, with their own rule (0018).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that repeats a stored one: the create ran before, under the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key answers its first result; after that, the same key starts a new create. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A key as a client may choose it: 1 to 255 printable ASCII characters (a UUID fits). */
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]+$/);

/** The headers of a create route: the key is optional; without it, every request creates. */
export const IdempotentCreateHeadersSchema = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });
