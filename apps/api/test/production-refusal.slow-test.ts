import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const api = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(api, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The environment of a shell that set NODE_ENV=production and nothing of the portal's own. */
function productionEnv(extra: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      !/^(PORTAL_|ENTERPRISE_KEY|PUBLIC_URL|PAYMENT_|SANDBOX_|STRIPE_|SEED|DATABASE_|S3_|SMTP_)/.test(name)
    ) {
      env[name] = value;
    }
  }
  return { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', ...extra };
}

/** Runs a real entry point (as `npm start` / `npm run worker` do) until it exits. */
function run(entry: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(tsx, [path.join(api, entry)], { cwd: api, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// Concurrent: each waits on its own process, started from scratch.
describe.concurrent('NODE_ENV=production without its settings', () => {
  it('the server exits before opening anything, naming each missing variable in one message', async () => {
    const { code, stdout, stderr } = await run('src/server.ts', productionEnv());
    expect(code).toBe(1);
    for (const name of ['ENTERPRISE_KEY', 'PUBLIC_URL', 'PAYMENT_PROVIDER'])
      expect(stderr).toMatch(`${name}: production needs`);
    expect(stdout).not.toContain('Portal is running');
    // Refused before the database was opened: nothing was created under DATA_DIR.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('the worker exits too, naming the sandbox secret it would have used', async () => {
    const env = productionEnv({
      ENTERPRISE_KEY: 'acme-production-key',
      PUBLIC_URL: 'https://jobs.example.com',
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal',
    });
    const { code, stdout, stderr } = await run('src/worker.ts', env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/SANDBOX_WEBHOOK_SECRET: production needs a sandbox webhook secret of its own/);
    expect(stderr).not.toMatch(/ENTERPRISE_KEY|PUBLIC_URL:/);
    expect(stdout).not.toContain('Portal worker started');
  });
});
