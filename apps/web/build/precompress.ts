import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Formats that are already compressed gain nothing from a second pass. */
const COMPRESSED = /\.(br|gz|png|jpe?g|gif|webp|avif|woff2?|zip)$/i;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every built file, once at build
 * time, for the API's static server to send as they are (`preCompressed`, apps/api/src/plugins/web.ts).
 */
export function precompress(): Plugin {
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
