// Built inline into index.html (vite.config.ts, `documentStart`) and run by the document before any
// module: the first requests leave while the entry's code downloads (lib/document-requests.ts).
import { startDocumentRequests } from './lib/document-requests';

startDocumentRequests();
