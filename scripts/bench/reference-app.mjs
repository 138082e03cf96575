// The references of `npm run bench:reference` (scripts/bench/reference): installed and built in a temporary
// folder, never in the repository (the npm registry is needed the first time), and served as our server
// serves its own build, in brotli.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export function run(command, args, cwd) {
  const done = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

/** Installs (once per version of its package.json) and builds the reference app; answers its dist folder. */
export function buildReference() {
  const source = path.resolve('scripts/bench/reference');
  const dir = path.join(tmpdir(), 'portal-bench-reference');
  const wanted = readFileSync(path.join(source, 'package.json'), 'utf8');
  const installed = existsSync(path.join(dir, 'node_modules')) && readFileSync(path.join(dir, 'package.json'), 'utf8');
  cpSync(source, dir, { recursive: true });
  if (installed !== wanted) run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], dir);
  return path.join(dir, 'dist');
}

/** Serves a built folder as our server does, in brotli; `/` is index.html. */
export function serveReference(dist, port) {
  const files = new Map();
  const add = (name, body) =>
    files.set(`/${name}`, {
      body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      type: name.endsWith('.js') ? 'text/javascript' : name.endsWith('.css') ? 'text/css' : 'text/html',
    });
  for (const page of ['index.html', 'floor.html']) add(page, readFileSync(path.join(dist, page)));
  for (const name of readdirSync(path.join(dist, 'assets')))
    add(`assets/${name}`, readFileSync(path.join(dist, 'assets', name)));
  const server = http.createServer((request, response) => {
    // As ours answers it: Lighthouse's runs open it to write the page's storage without caching any code.
    if (request.url === '/healthz') return response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const file = files.get(request.url === '/' ? '/index.html' : (request.url ?? ''));
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br' }).end(file.body);
  });
  // Each page's JavaScript in brotli: the script its HTML names and, recursively, the files that script imports.
  const jsOf = (html) => {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      const code = readFileSync(path.join(dist, name), 'utf8');
      for (const [, dep] of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${dep}`);
    };
    const page = readFileSync(path.join(dist, html), 'utf8');
    for (const [, src] of page.matchAll(/src="\/(assets\/[^"]+\.js)"/g)) visit(src);
    return [...seen].reduce((sum, name) => sum + (files.get(`/${name}`)?.body.length ?? 0), 0);
  };
  const bytes = { reactAdmin: jsOf('index.html'), floor: jsOf('floor.html') };
  return new Promise((resolve) =>
    server.listen(port, () => resolve({ origin: `http://localhost:${port}`, server, bytes })),
  );
}
