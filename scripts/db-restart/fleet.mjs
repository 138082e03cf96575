// The processes of the database-restart test (scripts/test-db-restart.mjs): PostgreSQL's cluster,
// an S3 server, API replicas and a worker spawned as `npm start` / `npm run worker` run them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

export const root = path.resolve(import.meta.dirname, '../..');
export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what, predicate, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await wait(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** One statement on a connection of its own (ended whatever happens, its errors never unhandled). */
export async function sqlOn(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `pg_ctlcluster` on the cluster under test ("15 main" by default): start, stop or restart, fast mode. */
export function clusterControl(cluster) {
  const [version, name] = cluster.split(' ');
  return (action) =>
    execFileSync('pg_ctlcluster', [version, name, action, ...(action === 'start' ? [] : ['-m', 'fast'])], {
      stdio: 'pipe',
    });
}

export const S3_BUCKET = 'portal-restart';

/** An S3-compatible server (s3rver) on a free port; `env` is what the processes are given. */
export async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    directory,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Whether the bucket holds the object (s3rver keeps each as `<key>._S3rver_object` on disk). */
    holds: (key) => fs.existsSync(path.join(directory, S3_BUCKET, `${key}._S3rver_object`)),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The spawned processes: each with its label, its log and its own data directory. */
export function createFleet(baseEnv) {
  const members = [];
  return {
    members,
    start(label, script, env = {}) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-restart-${label}-`));
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        env: { ...process.env, ...baseEnv, DATA_DIR: dataDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const member = { label, child, dataDir, log: [], exit: undefined };
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => member.log.push(String(chunk)));
      child.once('exit', (code, signal) => (member.exit = { code, signal, at: Date.now() }));
      members.push(member);
      return member;
    },
    /** Stops every process and waits for it; then removes the data directories. */
    async stop() {
      for (const { child, exit } of members) if (!exit) child.kill('SIGTERM');
      await Promise.all(members.map((m) => m.exit ?? new Promise((resolve) => m.child.once('exit', resolve))));
      for (const { dataDir } of members) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
