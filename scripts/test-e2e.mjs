#!/usr/bin/env node
// Runs the browser suite: builds the web app, then Playwright against the real server on a fresh data dir.
// Without Chromium it says so and skips, unless --require-browser (CI) makes that a failure.
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { TEST_CHROMIUM_PATH } from './chromium.mjs';

const chromium = TEST_CHROMIUM_PATH;
const required = process.argv.includes('--require-browser') || process.env.CI === 'true';

if (!existsSync(chromium)) {
  const message = `Browser suite: Chromium not found at ${chromium} (install it with: apt-get install -y chromium).`;
  if (required) {
    console.error(`${message} It is required here.`);
    process.exit(1);
  }
  console.log(`${message} Skipping the browser suite.`);
  process.exit(0);
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
// With E2E_SERVER_STARTED=1 the caller built the app and started the server on this data dir (test-fast.mjs).
const started = process.env.E2E_SERVER_STARTED === '1';
if (!started) {
  rmSync(dataDir, { recursive: true, force: true });
  run('npm', ['run', 'build', '--silent']);
}
const extra = process.argv.slice(2).filter((a) => a !== '--require-browser');
run('node_modules/.bin/playwright', ['test', ...extra], { E2E_DATA_DIR: dataDir });
if (!started) rmSync(dataDir, { recursive: true, force: true });
