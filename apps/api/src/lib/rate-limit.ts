import { isIPv4, isIPv6 } from 'node:net';
import type { Db } from '../db/client.js';
import { tooManyAttempts } from './http-error.js';
import {
  countHitsUpTo,
  countInWindow,
  deleteHit,
  insertHitUnderLimit,
  secondsLeftInWindow,
} from './rate-limit-repository.js';

export interface Limit {
  /** What is counted, e.g. `forgot-password:address`. */
  bucket: string;
  /** Who or what it is counted for (an address, an IP, a user id). */
  key: string;
  max: number;
  windowSeconds: number;
}

/** No limit window is longer (config refuses it): hits older than this count for nothing and are swept. */
export const RATE_LIMIT_RETENTION_SECONDS = 86_400;

/**
 * The key a client address is counted under (decision 0061): an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address by its /64, the block one subscriber
 * holds, so a client cannot take a fresh budget with each of its 2^64 addresses.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = (ip.split('%')[0] ?? ip).toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A trailing dotted quad is two groups; it never reaches the first four.
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Checks one limit and counts the request in it when under; false when over. A refused request
 * is not recorded (it would only fill the bucket of whoever shares it), so a flood leaves at most
 * `max` rows per key and window, and the count, which reads at most `max` + 1 of them, stays cheap.
 * Of requests that slip in together, the ones past `max` in the table's order take their hit back
 * and are refused.
 */
export async function spendLimit(db: Db, limit: Limit): Promise<boolean> {
  const id = await insertHitUnderLimit(db, limit);
  if (id === null) return false;
  if ((await countHitsUpTo(db, limit, id)) <= limit.max) return true;
  await deleteHit(db, id);
  return false;
}

/**
 * Spends the limits in order, stopping at the first that refuses: the ones after it are neither
 * checked nor counted. Name the caller's own limits first (per address, per user) and any shared
 * one (per site, per recipient) last, so a request refused by its own limit never spends a budget
 * that others share (decision 0061).
 */
export async function hitRateLimits(db: Db, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) {
    if (!(await spendLimit(db, limit))) throw tooManyAttempts(limit.windowSeconds);
  }
}

/**
 * A budget of hundreds a window (an API key's, decision 0105), counted per fixed window: one
 * statement a request, however busy the key, where `spendLimit` keeps a row per hit and reads up to
 * `max` of them. A client may spend up to twice `max` across a window's edge. 429 past it, with
 * Retry-After the seconds to the window's end.
 */
export async function hitWindowLimit(db: Db, limit: Limit): Promise<void> {
  if (await countInWindow(db, limit)) return;
  throw tooManyAttempts(Math.max(1, await secondsLeftInWindow(db, limit.windowSeconds)));
}

/**
 * The budgets of one anonymous request, spent in order (decision 0061): `own` checks and counts the
 * client's own limits first; only the budget it returns can spend `shared` limits (a site's, a
 * recipient's), and the caller does so once the request has shown it is real: it passed its own
 * limits, reached a live target and sent a well-formed body. A request refused before that counts
 * against nobody but its sender.
 */
export class RequestBudget {
  private constructor(private readonly db: Db) {}

  /** Spends the client's own limits; 429 on the first one over, leaving the rest uncounted. */
  static async own(db: Db, limits: readonly Limit[]): Promise<RequestBudget> {
    await hitRateLimits(db, limits);
    return new RequestBudget(db);
  }

  /** Spends limits that others share, in order; 429 on the first one over. */
  async shared(limits: readonly Limit[]): Promise<void> {
    await hitRateLimits(this.db, limits);
  }

  /**
   * Spends a shared limit whose refusal is not the client's to see (a mail to a recipient): false
   * when over. Pass the caller's transaction as `db` when the limit belongs with its work.
   */
  allows(limit: Limit, db: Db = this.db): Promise<boolean> {
    return spendLimit(db, limit);
  }
}
