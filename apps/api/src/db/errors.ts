import { UNREACHABLE_CODES } from '../lib/network-codes.js';
/** The error and its causes (drizzle wraps the driver's error), at most five deep. */
function* causesOf(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a database error (PGlite's, node-postgres's, or drizzle's wrapper of either) is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causesOf(error)) if ((current as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * SQLSTATEs and socket codes of a database that is gone for now: shut down or restarted by an
 * administrator (57P01, 57P02), still starting (57P03), unreachable or cut (class 08, ECONNREFUSED…).
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', ...UNREACHABLE_CODES]);

/** node-postgres says these in words only: a socket closed under a query, a pool that could not connect in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether an error means the database server cannot be reached right now (an outage to ride out, decision 0023). */
export function isConnectionLost(error: unknown): boolean {
  for (const current of causesOf(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/**
 * What went wrong, in words a log can carry: the message, else the code, else the reasons inside
 * an AggregateError (a refused connection to a host with several addresses has an empty message).
 */
export function reasonOf(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error);
  const { message, code, errors } = error as { message?: unknown; code?: unknown; errors?: unknown };
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(errors) && errors.length > 0) return [...new Set(errors.map(reasonOf))].join('; ');
  if (typeof code === 'string') return code;
  return (error as { name?: string }).name ?? 'unknown error';
}
