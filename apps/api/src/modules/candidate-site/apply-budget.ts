import { isIPv4, isIPv6 } from 'node:net';
import { BYTES_PER_MB, MESSAGES } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../lib/http-error.js';
import { candidateBytesToday, lockCandidateBudget } from './apply-repository.js';

/** A day, the window of the candidate byte budgets. */
const DAY_SECONDS = 86_400;

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const left = parts(head);
  const right = parts(tail ?? '');
  const lastRight = right.at(-1);
  if (lastRight && isIPv4(lastRight)) {
    const [a = 0, b = 0, c = 0, d = 0] = lastRight.split('.').map(Number);
    right.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The address a candidate's bytes count by, and the one stored on their application (decision
 * 0062): an IPv4 address whole (an IPv4-mapped IPv6 one as IPv4), an IPv6 address by its /64,
 * which one subscriber holds whole, written `2001:db8:0:1::/64`.
 */
export function addressGroup(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * Refuses an application's files before they are stored, or again under the budget's lock in the
 * application's transaction (`db` = the transaction): past APPLICATION_MAX_TOTAL_MB together a 422
 * on `documents`; past what the address or the site may still send today
 * (CANDIDATE_UPLOADS_PER_IP_DAILY_MB, CANDIDATE_UPLOADS_SITE_DAILY_MB, counted over the last 24
 * hours of applications) a 429. Staff uploads never count here, nor these against their quotas.
 */
export async function checkCandidateBytes(
  deps: Pick<AppDeps, 'config'>,
  db: Db,
  sent: { siteId: number; address: string; bytes: number; locked?: boolean },
): Promise<void> {
  const { config } = deps;
  if (sent.bytes > config.APPLICATION_MAX_TOTAL_MB * BYTES_PER_MB) {
    throw new HttpError(422, MESSAGES.givenDataInvalid, { documents: [MESSAGES.applicationFilesTooLarge] });
  }
  if (sent.bytes === 0) return;
  if (sent.locked) await lockCandidateBudget(db, sent.siteId, sent.address);
  const used = await candidateBytesToday(db, sent.siteId, sent.address, DAY_SECONDS);
  const over = (bytes: number, mb: number) => bytes + sent.bytes > mb * BYTES_PER_MB;
  if (
    over(used.address, config.CANDIDATE_UPLOADS_PER_IP_DAILY_MB) ||
    over(used.site, config.CANDIDATE_UPLOADS_SITE_DAILY_MB)
  ) {
    throw new HttpError(429, MESSAGES.candidateUploadsSpent, undefined, { 'retry-after': String(DAY_SECONDS / 24) });
  }
}
