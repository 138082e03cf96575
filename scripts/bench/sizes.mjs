// Bytes a first visit downloads per page, from the build manifest: the page's entry, its route's lazy chunk and
// everything they import statically (chunks loaded later on demand are not counted). Reported as brotli — what
// the server sends, from the build's precompressed copies — beside gzip level 9.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export function measureSizes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const br = (file) => {
    const pre = path.join(dist, `${file}.br`);
    return existsSync(pre) ? readFileSync(pre).length : brotliCompressSync(readFileSync(path.join(dist, file))).length;
  };

  /** The JS files a chunk needs before it runs: itself and its static imports, recursively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = (html) => {
    const key = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].src === html);
    if (!key) throw new Error(`No entry for ${html} in the build manifest.`);
    return key;
  };
  const bytes = (keys, size) => [...keys].reduce((total, k) => total + size(manifest[k].file), 0);
  const css = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))].reduce((t, f) => t + br(f), 0);
  const row = (label, keys) => ({
    label,
    files: keys.size,
    br: bytes(keys, br),
    gzip: bytes(keys, gz),
    css: css(keys),
  });

  const entry = closure(entryKey('index.html'));
  const rows = [row('/login (login.html)', closure(entryKey('login.html'))), row('SPA entry (index.html)', entry)];
  for (const key of Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /\/routes\//.test(k))
    .sort()) {
    rows.push(row(key.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''), closure(key, new Set(entry))));
  }
  return rows;
}
