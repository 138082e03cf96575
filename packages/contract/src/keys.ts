import { z } from 'zod';

/**
 * How a resource's rows are addressed (DESIGN §3): an integer `id` (employers, consultants) or a
 * `uuid` (products, ledger entries, and jobs, applications and seekers to come). The resource's
 * definition names its kind once; its path parameter, bulk body and the web's row keys follow.
 */
export type KeyKind = 'id' | 'uuid';
/** The value of a key of that kind. */
export type KeyOf<K extends KeyKind> = K extends 'id' ? number : string;

const INT_KEY = z.number().int().min(1).max(2147483647);
const KEYS = { id: INT_KEY, uuid: z.uuid() } as const;

/** One key in a JSON body: a positive 32-bit integer, or a uuid. */
export const keySchema = <K extends KeyKind>(kind: K) => KEYS[kind] as (typeof KEYS)[K];

/** The path parameter named after the kind (`:id` coerced from the path, `:uuid`). */
export const keyParamsSchema = <K extends KeyKind>(kind: K) =>
  (kind === 'id'
    ? z.object({ id: z.coerce.number().int().min(1).max(2147483647) })
    : z.object({ uuid: z.uuid() })) as K extends 'id'
    ? z.ZodObject<{ id: z.ZodCoercedNumber<unknown> }>
    : z.ZodObject<{ uuid: z.ZodUUID }>;

/** Keys for a bulk action: all or nothing, at most 100; a malformed key is a 422 on `ids.N`. */
export const bulkKeysSchema = <K extends KeyKind>(kind: K) =>
  z.object({ ids: z.array(keySchema(kind)).min(1).max(100) });
