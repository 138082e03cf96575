import { z } from 'zod';

// Imported first by main.tsx, before any schema is built: zod compiles object parsers with
// `Function` when it may, and probes for it once; the page's policy forbids eval (decision 0099),
// so the probe only raised a CSP violation on every page. Parsing without compiling is the same.
z.config({ jitless: true });
