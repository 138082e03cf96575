import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Formats that are already compressed gain nothing from a second pass. */
const COMPRESSED = /\.(br|gz|png|jpe?g|gif|webp|avif|woff2?|zip)$/i;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every built file, once at build
 * time, for the API's static server to send as they are (`preCompressed`, apps/api/src/plugins/web.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && !COMPRESSED.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.readFile(file);
          const mode = /\.(js|mjs|css|html|svg|json|txt|map)$/i.test(file)
            ? zlib.constants.BROTLI_MODE_TEXT
            : zlib.constants.BROTLI_MODE_GENERIC;
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: mode,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          };
          await fs.writeFile(`${file}.br`, await brotli(raw, { params }));
          await fs.writeFile(`${file}.gz`, await gzip(raw, { level: 9 }));
        }),
      );
    },
  };
}

/** The chunks a module needs before it runs: itself and its static imports, recursively. */
function staticClosure(
  bundle: Record<string, { type: string; imports?: string[] }>,
  file: string,
  seen = new Set<string>(),
) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  for (const dep of chunk?.type === 'chunk' ? (chunk.imports ?? []) : []) staticClosure(bundle, dep, seen);
  return seen;
}

/**
 * The sign-in page (login.html) asks the browser to prefetch, at idle priority, the SPA code every
 * signed-in page runs first: index.html's entry and the default layout. After sign-in the SPA then
 * starts from the HTTP cache instead of downloading ~40 files (docs/benchmarks.md, sign-in → first row).
 */
function prefetchSpaFromLogin(): Plugin {
  return {
    name: 'portal:prefetch-spa-from-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] | undefined {
        if (!ctx.filename.endsWith('login.html') || !ctx.bundle) return undefined;
        const bundle = ctx.bundle as unknown as Record<
          string,
          { type: string; imports?: string[]; isEntry?: boolean; facadeModuleId?: string | null; name?: string }
        >;
        const files = Object.keys(bundle);
        const entry = files.find((f) => bundle[f]?.isEntry && bundle[f]?.facadeModuleId?.endsWith('/index.html'));
        const layout = files.find((f) => bundle[f]?.type === 'chunk' && bundle[f]?.name === 'default-layout');
        if (!entry || !layout)
          throw new Error('prefetch-spa-from-login: the SPA entry or the default layout chunk is missing.');
        const login = files.find((f) => bundle[f]?.isEntry && bundle[f]?.facadeModuleId?.endsWith('/login.html'));
        const own = login ? staticClosure(bundle, login) : new Set<string>();
        const wanted = [...staticClosure(bundle, layout, staticClosure(bundle, entry))].filter((f) => !own.has(f));
        return wanted.map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** The SPA is served by the API in production; in development `/portal` and `/files` are proxied to it. */
export default defineConfig({
  root,
  plugins: [react(), precompress(), prefetchSpaFromLogin()],
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
      treeshake: {
        // The contract's modules only declare schemas and constants, so a module none of whose
        // exports is used can be dropped (validation.ts configures zod's messages and must stay).
        // Without this every schema of the product would ship in the entry chunk.
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/](?!validation\.ts)/, sideEffects: false }],
      },
    },
  },
});
