import { AsyncLocalStorage } from 'node:async_hooks';

/** Who a request acts for and where it comes from, as the audit writer stamps them. */
export interface ActingFor {
  impersonatorId: number | null;
  /** The client's address as the app derives it (`request.ip`, under its trust-proxy rules). */
  clientAddress: string | null;
  /** The API key the request was made with (decision 0105). */
  apiKeyId: number | null;
}

const storage = new AsyncLocalStorage<ActingFor>();

/**
 * Runs the rest of a request knowing the staff member behind its impersonation token and the
 * client's address, so the audit writer stamps them on every row without each of its ~40 callers
 * passing them (decisions 0052, 0095). Entered at preValidation: the body has been read by then, so
 * the handler runs inside.
 */
export function runActingFor(actingFor: ActingFor, next: () => void): void {
  storage.run(actingFor, next);
}

/** The impersonator of the request in progress, if any (workers and scheduled jobs: none). */
export function currentImpersonator(): number | null {
  return storage.getStore()?.impersonatorId ?? null;
}

/** The API key of the request in progress, if it was made with one (decision 0105). */
export function currentApiKey(): number | null {
  return storage.getStore()?.apiKeyId ?? null;
}

/** The client address of the request in progress (workers and scheduled jobs: none). */
export function currentClientAddress(): string | null {
  return storage.getStore()?.clientAddress ?? null;
}
