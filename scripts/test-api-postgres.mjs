#!/usr/bin/env node
// npm run test:api:pg — the API suite against a PostgreSQL server instead of PGlite. The run migrates
// and seeds two template databases once; each test file creates its own from one
// (CREATE DATABASE … TEMPLATE) and drops it, so the role in TEST_DATABASE_URL needs CREATEDB.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL server whose role may create databases, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npm run test:api:pg',
  );
  process.exit(2);
}
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', '--project', 'api-isolated', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
