import { fileURLToPath } from 'node:url';

/** apps/web: where index.html, login.html and src/ are, whatever folder the build runs from. */
export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
