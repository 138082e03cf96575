import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import type { Caller } from './caller-repository.js';

const repository = vi.hoisted(() => ({ findCaller: vi.fn(), checkCaller: vi.fn() }));
vi.mock('./caller-repository.js', () => repository);
const { CallerCache } = await import('./caller-cache.js');

const db = {} as Db;
const callerOf = (tokenHash: string): Caller => ({
  token_id: Number(tokenHash.slice(1)),
  parent_token_id: null,
  impersonator_id: null,
  last_used_at: null,
  user_id: 1,
  enterprise_id: 1,
  email: `${tokenHash}@acme.test`,
  name: tokenHash,
  avatar: null,
  grants: [],
  employer: null,
  site: null,
  grants_version: '0:-1:0',
});
const by = (tokenHash: string) => ({ tokenHash, enterpriseId: 1, siteId: null, employerId: null });

beforeEach(() => {
  repository.findCaller.mockReset().mockImplementation((_db: Db, q: { tokenHash: string }) => callerOf(q.tokenHash));
  repository.checkCaller.mockReset().mockImplementation((_db: Db, q: { tokenHash: string }) => ({
    token_id: Number(q.tokenHash.slice(1)),
    last_used_at: null,
    grants_version: '0:-1:0',
  }));
});

describe('CallerCache', () => {
  it('keeps at most its bound, the least recently used going first', async () => {
    const cache = new CallerCache({ entries: 2, ttlMs: 60_000 });
    await cache.signIn(db, by('t1'));
    await cache.signIn(db, by('t2'));
    await cache.signIn(db, by('t1'));
    await cache.signIn(db, by('t3'));
    expect(cache.size).toBe(2);
    repository.findCaller.mockClear();
    await cache.signIn(db, by('t1'));
    expect(repository.findCaller).not.toHaveBeenCalled();
    await cache.signIn(db, by('t2'));
    expect(repository.findCaller).toHaveBeenCalledTimes(1);
  });

  it('builds a caller afresh once it is older than its time to live, even unchanged', async () => {
    let now = 0;
    const cache = new CallerCache({ entries: 10, ttlMs: 1_000 }, () => now);
    await cache.signIn(db, by('t1'));
    now = 1_001;
    repository.findCaller.mockClear();
    await cache.signIn(db, by('t1'));
    expect(repository.findCaller).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept caller whose token the check no longer finds', async () => {
    const cache = new CallerCache();
    await cache.signIn(db, by('t1'));
    repository.checkCaller.mockReturnValueOnce(undefined);
    expect(await cache.signIn(db, by('t1'))).toBeUndefined();
  });
});
