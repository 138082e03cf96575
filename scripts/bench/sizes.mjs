// Bytes a first visit downloads per page, from the build manifest: the page's entry, its route's lazy chunk, the
// layout it renders in, and everything they import statically (chunks loaded later on demand — menus, dialogs —
// are not counted). Reported as brotli — what the server sends, from the build's precompressed copies — beside
// gzip level 9, with the number of files (over HTTP/1.1 a browser opens six connections per host).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Pages app/router.tsx renders in the blank layout (sign-in helpers, errors); every other page is in the default one. */
const BLANK_LAYOUT = /^src\/features\/(auth|misc)\//;
/** The default layout's chunk, found by name as the login prefetch finds it (apps/web/build/document-plugins.ts) (a chunk group may hold it). */
const DEFAULT_LAYOUT = 'default-layout';
/** The page a user signs in to see first: the journey row is /login, then this list. */
const SIGN_IN_TARGET = 'src/features/employers/routes/employers-list.tsx';

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

  const login = closure(entryKey('login.html'));
  const entry = closure(entryKey('index.html'));
  const layoutKey = Object.keys(manifest).find((k) => manifest[k].name === DEFAULT_LAYOUT);
  if (!layoutKey) throw new Error(`No ${DEFAULT_LAYOUT} chunk in the build manifest.`);
  /** What a first visit to a route downloads: the SPA entry, the route's layout and the route. */
  const page = (key) => {
    const files = closure(key, BLANK_LAYOUT.test(key) ? new Set(entry) : closure(layoutKey, new Set(entry)));
    // A feature's English strings come with its pages (apps/web/src/lib/feature-strings.ts).
    const strings = `src/locales/en/${/^src\/features\/([^/]+)\//.exec(key)?.[1]}.ts`;
    return manifest[strings]?.isDynamicEntry ? closure(strings, files) : files;
  };

  const rows = [row('/login (login.html)', login), row('SPA entry (index.html)', entry)];
  for (const key of Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /\/routes\//.test(k))
    .sort()) {
    rows.push(row(key.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''), page(key)));
  }
  rows.push(row('sign-in journey: /login, then the employers list', new Set([...login, ...page(SIGN_IN_TARGET)])));
  return rows;
}
