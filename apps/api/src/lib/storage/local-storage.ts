import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, diskFault, type Storage } from './storage.js';

/** Files under `root` (DATA_DIR): each put is written beside its target, then renamed into place. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkKey(key).split('/'));

  return {
    kind: 'local',
    async put(key: string, body: Readable) {
      const file = fileOf(key);
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, file);
      } catch (error) {
        // A full disk leaves no partial file behind either: what was written is removed.
        body.destroy();
        await fs.promises.rm(partial, { force: true });
        throw diskFault(error);
      }
    },
    async get(key: string) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key: string) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async close() {},
  };
}
