// Run by start-app.tsx before the router is made: adopts the requests the document sent (index.html's inline
// script), or sends them now where it sent none (lib/early-requests.ts), and boots the session. Started by
// the sign-in page in its own document (`signedInHere`), it first reads the stored state again: the token
// was stored after this code was evaluated (decision 0111).
import { reloadStoredStores } from './lib/create-store';
import { startEarlyRequests } from './lib/early-requests';
import { boot } from './lib/boot';

export function earlyStart(signedInHere: boolean): void {
  if (signedInHere) reloadStoredStores();
  startEarlyRequests();
  // Before the router is created: its first route's loader must find the user the sign-in page handed
  // over (lib/boot.ts) rather than ask `/auth/me` again.
  boot();
}
