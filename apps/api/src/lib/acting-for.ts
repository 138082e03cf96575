import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ impersonatorId: number | null }>();

/**
 * Runs the rest of a request knowing the staff member behind its impersonation token, so the
 * audit writer stamps them on every row without each of its ~40 callers passing it (decision
 * 0052). Entered at preValidation: the body has been read by then, so the handler runs inside.
 */
export function runActingFor(impersonatorId: number | null, next: () => void): void {
  storage.run({ impersonatorId }, next);
}

/** The impersonator of the request in progress, if any (workers and scheduled jobs: none). */
export function currentImpersonator(): number | null {
  return storage.getStore()?.impersonatorId ?? null;
}
