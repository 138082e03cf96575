// Imported by main.tsx before the app: adopts the requests the document sent (index.html's inline script), or
// sends them now where it sent none, before the rest of the entry chunk is evaluated (lib/early-requests.ts).
import { startEarlyRequests } from './lib/early-requests';

startEarlyRequests();
