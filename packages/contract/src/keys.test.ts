import { describe, expect, it } from 'vitest';
import { bulkKeysSchema, keyParamsSchema } from './keys.js';
import { bulkBodyOf, BulkIdsSchema } from './transitions.js';
import { z } from 'zod';

const UUID = '3f2b8a4e-9c1d-4e6f-8a7b-2c5d9e0f1a3b';
const pathsOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('a resource key chosen by its definition', () => {
  it('reads an integer id from the path and refuses a uuid there', () => {
    expect(keyParamsSchema('id').parse({ id: '42' })).toEqual({ id: 42 });
    expect(keyParamsSchema('id').safeParse({ id: UUID }).success).toBe(false);
  });

  it('reads a uuid from the path and refuses an integer there', () => {
    expect(keyParamsSchema('uuid').parse({ uuid: UUID })).toEqual({ uuid: UUID });
    expect(keyParamsSchema('uuid').safeParse({ uuid: '42' }).success).toBe(false);
  });

  it('names the malformed key of a bulk body, whichever the kind', () => {
    expect(pathsOf(bulkKeysSchema('uuid').safeParse({ ids: [UUID, 'nope'] }))).toEqual(['ids.1']);
    expect(pathsOf(bulkKeysSchema('uuid').safeParse({ ids: [7] }))).toEqual(['ids.0']);
    expect(pathsOf(BulkIdsSchema.safeParse({ ids: [1, UUID] }))).toEqual(['ids.1']);
    expect(pathsOf(BulkIdsSchema.safeParse({ ids: [0] }))).toEqual(['ids.0']);
  });

  it('keeps a bulk run to 1–100 keys, plus the transition’s own fields', () => {
    const body = bulkBodyOf({ body: z.object({ reason: z.string().min(1) }) }, 'uuid');
    expect(body.parse({ ids: [UUID], reason: 'duplicate' })).toEqual({ ids: [UUID], reason: 'duplicate' });
    expect(pathsOf(body.safeParse({ ids: [], reason: '' }))).toEqual(['ids', 'reason']);
    expect(body.safeParse({ ids: Array.from({ length: 101 }, () => UUID), reason: 'x' }).success).toBe(false);
  });
});
