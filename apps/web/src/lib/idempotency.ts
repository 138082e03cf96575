/** A fresh key; `randomUUID` exists only in secure contexts, so a plain-http deployment gets random hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The create attempts still open, by what they send: at most this many are remembered. */
const MAX_OPEN = 50;
const open = new Map<string, string>();

/**
 * Whether an answer closes the attempt: anything but no answer (the network failed), a server that
 * could not answer (5xx) or a 409 (the same key still in flight). A closed attempt's next sending
 * is a new attempt.
 */
const closes = (status: number) => status !== 0 && status !== 409 && status < 500;

export interface CreateAttempt {
  /** The Idempotency-Key this sending carries. */
  key: string;
  /** Called with the answer's status (0 when none came). */
  settle: (status: number) => void;
}

/**
 * The Idempotency-Key of one create attempt (decision 0059). The same create sent again while the
 * previous sending got no final answer (the network failed, the server was unavailable, a double
 * click while it is in flight) is the same attempt and carries the same key, so the server creates
 * once and answers the first result; once answered, the same create is a new attempt, with a new key.
 */
export function createAttempt(request: string): CreateAttempt {
  let key = open.get(request);
  if (key === undefined) {
    key = newIdempotencyKey();
    open.set(request, key);
    const oldest = open.keys().next().value;
    if (open.size > MAX_OPEN && oldest !== undefined) open.delete(oldest);
  }
  const sent = key;
  return {
    key: sent,
    settle: (status) => {
      if (closes(status) && open.get(request) === sent) open.delete(request);
    },
  };
}
