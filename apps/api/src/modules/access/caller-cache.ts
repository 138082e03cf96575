import type { Db } from '../../db/client.js';
import { type Caller, checkCaller, findCaller } from './caller-repository.js';
import { type Access } from './scope.js';

/** What a caller is asked by: the token's hash, the enterprise and the requested site and employer. */
export interface CallerQuery {
  tokenHash: string;
  enterpriseId: number;
  siteId: number | null;
  employerId: number | null;
}

interface Kept {
  caller: Caller;
  keptAt: number;
  /** The access resolved from this caller, per requested account (the site and employer are in the key). */
  access: Map<number | null, Access>;
}

/** A few thousand signed-in sessions per process; a caller a minute old is built afresh regardless. */
export const CALLER_CACHE = { entries: 5_000, ttlMs: 60_000 } as const;

/**
 * The callers this process built, by token and requested scope, least recently used first out
 * (decision 0070). A kept caller is used only after `checkCaller` proved, in the request's one
 * statement, that its token is live and nothing it was built from has changed since.
 */
export class CallerCache {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly limits: { entries: number; ttlMs: number } = CALLER_CACHE,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  /** The key never mixes tokens, enterprises, sites or employers: each has its own caller. */
  private static keyOf(by: CallerQuery): string {
    return `${by.tokenHash}:${by.enterpriseId}:${by.siteId ?? ''}:${by.employerId ?? ''}`;
  }

  private take(key: string): Kept | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    this.kept.delete(key);
    if (this.now() - kept.keptAt > this.limits.ttlMs) return undefined;
    this.kept.set(key, kept); // most recently used last
    return kept;
  }

  private keep(key: string, caller: Caller): Kept {
    const kept = { caller, keptAt: this.now(), access: new Map<number | null, Access>() };
    this.kept.delete(key);
    this.kept.set(key, kept);
    while (this.kept.size > this.limits.entries) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    return kept;
  }

  /**
   * The caller of this token in this scope, and a memo of the access resolved from it: a kept one
   * when the token is live and its grants version unchanged (one small statement), else built
   * afresh by `findCaller` (the check's statement too when a kept one was stale). Undefined: the
   * token signs no one in.
   */
  async signIn(
    db: Db,
    by: CallerQuery,
  ): Promise<{ caller: Caller; accessFor: (accountId: number | null, resolve: () => Access) => Access } | undefined> {
    const key = CallerCache.keyOf(by);
    const kept = this.take(key);
    if (kept) {
      const check = await checkCaller(db, by);
      if (!check) {
        this.kept.delete(key);
        return undefined;
      }
      if (check.token_id === kept.caller.token_id && check.grants_version === kept.caller.grants_version) {
        return { caller: { ...kept.caller, last_used_at: check.last_used_at }, accessFor: memo(kept) };
      }
    }
    const caller = await findCaller(db, by);
    if (!caller) {
      this.kept.delete(key);
      return undefined;
    }
    // A scope that was not found is refused (403) and not kept: a site or employer created later
    // with that id must be seen, and the triggers announce only moves and removals.
    const placed = (by.employerId == null || caller.employer) && (by.siteId == null || caller.site);
    if (!placed) {
      this.kept.delete(key);
      return { caller, accessFor: (_accountId, resolve) => resolve() };
    }
    return { caller, accessFor: memo(this.keep(key, caller)) };
  }
}

/** The access a kept caller resolves to for a requested account, resolved once (a refusal is not kept). */
const memo =
  (kept: Kept) =>
  (accountId: number | null, resolve: () => Access): Access => {
    const known = kept.access.get(accountId);
    if (known) return known;
    const access = resolve();
    kept.access.set(accountId, access);
    return access;
  };
