// Built inline into index.html (apps/web/build/document-plugins.ts, `documentStart`) and run by the document before any
// module: the first requests leave while the entry's code downloads (lib/document-requests.ts), and
// ICU's data loads meanwhile (lib/intl-warm-up.ts).
import { startDocumentRequests } from './lib/document-requests';
import { warmIntlSoon } from './lib/intl-warm-up';

startDocumentRequests();
warmIntlSoon();
