// Starts the real server (as `npm start` serves it, after a build) on a fresh data directory, or on one a
// seed helper has filled first (scripts/bench/board.mjs); either is deleted when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const benchDataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-bench-'));

export async function startServer(port, dataDir = benchDataDir()) {
  const child = spawn('node_modules/.bin/tsx', ['apps/api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a demo user in over the API and answers the value the SPA keeps in localStorage. */
export async function signInToken(origin, email, enterpriseKey) {
  const response = await fetch(`${origin}/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'X-AF-EID': enterpriseKey },
    body: JSON.stringify({ email, password: 'demo-pass-1234' }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`Sign-in for ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return { access_token: body.access_token, token_type: body.token_type ?? 'Bearer', parent: null, redirect: null };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
