// Imported first by main.tsx: runs before the rest of the entry chunk is evaluated (lib/early-requests.ts).
import { startEarlyRequests } from './lib/early-requests';

startEarlyRequests();
