import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { checkDeploymentChoices } from '../src/db/deployment-choices.js';
import { startRuntime } from '../src/runtime.js';
import { freshDatabase } from './helper.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-choices-'));
const base = { DATA_DIR: dataDir, SEED: 'off', LOG_LEVEL: 'silent' };
const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'portal-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const { database, drop } = await freshDatabase();
const quiet = { info: () => undefined };

afterAll(async () => {
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function refusal(env: Record<string, string>) {
  const error: unknown = await startRuntime(loadConfig({ ...base, ...env }), { database, log: quiet }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe('processes of one deployment agree on storage and mail', () => {
  it('records the first start, then refuses a process with another storage or mail, naming the variables', async () => {
    const first = await startRuntime(loadConfig(base), { database, log: quiet, worker: false });
    try {
      // Another replica or worker with the same settings starts.
      await expect(checkDeploymentChoices(database.db, loadConfig(base))).resolves.toBeUndefined();

      const storage = await refusal(s3);
      expect(storage).toMatch(/^Refusing to start/);
      expect(storage).toMatch(
        /S3_ENDPOINT, S3_BUCKET: this process has files in the S3 bucket portal-files at http:\/\/127\.0\.0\.1:9000, but this deployment has files on local disk/,
      );
      expect(storage).not.toContain('SMTP_URL');

      const mail = await refusal({ SMTP_URL: 'smtp://mail.example:587' });
      expect(mail).toMatch(
        /SMTP_URL: this process has mail sent through SMTP_URL, but this deployment has mail written/,
      );
      expect(mail).not.toContain('mail.example');
    } finally {
      await first.shutdown();
    }
  });
});
