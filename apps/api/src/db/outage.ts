import { isConnectionLost, reasonOf } from './errors.js';

/**
 * Keeps the process up through a database outage (decision 0023). pg-boss completes a job without
 * awaiting the statement, so a server that goes away at that moment leaves a rejected promise
 * nobody handles, and Node ends the process for it. Such a rejection is logged; the job stays
 * active and its queue's expiry retries it. Any other unhandled rejection still ends the process.
 */
export function rideOutDatabaseOutages(): void {
  process.on('unhandledRejection', (reason) => {
    if (isConnectionLost(reason)) {
      console.error('[db] statement lost to a database outage:', reasonOf(reason));
      return;
    }
    throw reason;
  });
}
