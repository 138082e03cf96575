// Imported by main.tsx before the app: adopts the requests the document sent (index.html's inline script), or
// sends them now where it sent none, before the rest of the entry chunk is evaluated (lib/early-requests.ts).
import { startEarlyRequests } from './lib/early-requests';
import { boot } from './lib/boot';

startEarlyRequests();
// Before app/app.tsx is evaluated: creating its router runs the first route's loader, which must find
// the user the sign-in page handed over (lib/boot.ts) rather than ask `/auth/me` again.
boot();
