import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-plan.ts';
import { documentStart, prefetchSpaFromLogin } from './build/document-plugins.ts';
import { precompress } from './build/precompress.ts';
import { WEB_ROOT as root } from './build/web-root.ts';

/** The SPA is served by the API in production; in development `/portal` and `/files` are proxied to it. */
export default defineConfig({
  root,
  plugins: [react(), documentStart(), precompress(), prefetchSpaFromLogin()],
  server: {
    port: 5173,
    proxy: {
      '/portal': { target: 'http://localhost:3000', changeOrigin: false },
      '/files': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/portal': { target: 'http://localhost:3000', changeOrigin: false },
      '/files': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size of each chunk matters more than the number of chunks (login budget, docs/benchmarks.md).
    // 500 admits the one larger chunk, MUI X DataGrid (486 kB, 143 kB gzip), loaded lazily by the employer lists only.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // Two documents: the SPA, and the lean sign-in page that /login serves (docs/decisions/0009).
      // `vite` and `vite preview` already answer /login with login.html (their HTML fallback tries
      // `<path>.html` first); the API does the same in production (apps/api/src/plugins/web.ts).
      input: { index: path.join(root, 'index.html'), login: path.join(root, 'login.html') },
      output: { codeSplitting: { groups: chunkGroups() } },
      treeshake: {
        // The contract's modules only declare schemas and constants, so a module none of whose
        // exports is used can be dropped (validation.ts configures zod's messages and must stay).
        // Without this every schema of the product would ship in the entry chunk.
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/](?!validation\.ts)/, sideEffects: false }],
      },
    },
  },
});
