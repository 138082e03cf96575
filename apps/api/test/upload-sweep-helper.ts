import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FileKind } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { files } from '../src/db/schema/index.js';
import { sweep } from '../src/workers/sweep.js';
import { validConsultant } from './consultant-routes.js';
import * as sample from './fixtures/sample-files.js';
import type { TestAppHandle } from './helper.js';
import { branding } from './site-settings-helper.js';
import { upload } from './upload-helper.js';

/** Whether the bytes of a key are in storage (local disk or the bucket, as the test reads it). */
export type HasObject = (key: string) => Promise<boolean>;

/**
 * The sweep and the release of let-go files (decision 0022), as a user and the worker see them, on
 * whichever storage `t` runs: the files a record points at stay, the others go, rows and bytes.
 */
export function uploadSweepScenario(t: TestAppHandle, hasObject: HasObject) {
  const scope = () => ({ sid: t.ids.site('acme/careers') });
  const admin = () => t.login('admin@acme.test');

  async function uploaded(kind: FileKind, data?: Buffer) {
    const bytes = data ?? (kind === 'stylesheet' ? sample.cssBytes() : await sample.pngBytes());
    const res = await upload(t, { token: await admin(), ...scope(), kind, filename: `a-${kind}`, data: bytes });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ data: { id: string } }>().data.id;
    return { id, key: `uploads/${scope().sid}/${id}` };
  }

  /** Whether the file still has its row and its bytes (both or neither, else the test fails). */
  async function kept(file: { id: string; key: string }) {
    const rows = await queryRows(t.deps.db, sql`select 1 from files where id = ${file.id}`);
    const bytes = await hasObject(file.key);
    expect(bytes, `row and bytes of ${file.key} agree`).toBe(rows.length === 1);
    return bytes;
  }

  const age = (ids: string[], seconds: number) =>
    t.deps.db
      .update(files)
      .set({ created_at: sql`now() - make_interval(secs => ${seconds})` })
      .where(inArray(files.id, ids));

  const saveBranding = async (files: object) =>
    t.request({
      method: 'PUT',
      url: '/portal/v1/site/settings/branding',
      token: await admin(),
      scope: scope(),
      payload: { ...branding, ...files },
    });

  const consultants = {
    create: async (photo: string | null) =>
      (
        await t.request({
          method: 'POST',
          url: '/portal/v1/consultants',
          token: await admin(),
          scope: scope(),
          payload: { ...validConsultant, email: `${Date.now()}@x.test`, photo },
        })
      ).json<{ data: { id: number } }>().data.id,
    update: async (id: number, photo: string | null) =>
      t.request({
        method: 'PUT',
        url: `/portal/v1/consultants/${id}`,
        token: await admin(),
        scope: scope(),
        payload: { ...validConsultant, photo },
      }),
    remove: async (id: number) =>
      t.request({ method: 'DELETE', url: `/portal/v1/consultants/${id}`, token: await admin(), scope: scope() }),
  };

  return {
    async sweepsOnlyOldUnattachedUploads() {
      const logo = await uploaded('logo');
      const stylesheet = await uploaded('stylesheet');
      const photo = await uploaded('photo');
      const avatar = await uploaded('avatar');
      const abandoned = await uploaded('banner');
      const fresh = await uploaded('banner');
      expect((await saveBranding({ logo_square: logo.id, stylesheet: stylesheet.id })).statusCode).toBe(200);
      await consultants.create(photo.id);
      await t.deps.db.execute(sql`update users set avatar = ${`/files/${avatar.id}`} where email = 'admin@acme.test'`);
      const day = t.deps.config.UPLOADS_UNATTACHED_MAX_AGE_SECONDS;
      await age(
        [logo, stylesheet, photo, avatar, abandoned].map((f) => f.id),
        day + 60,
      );
      await age([fresh.id], day - 60);

      await sweep(t.deps);
      expect(await kept(abandoned)).toBe(false);
      for (const file of [logo, stylesheet, photo, avatar, fresh]) expect(await kept(file), file.key).toBe(true);
    },

    async deletesLetGoFilesAtOnce() {
      const first = await uploaded('logo');
      const second = await uploaded('logo');
      await saveBranding({ logo_square: first.id });
      await saveBranding({ logo_square: second.id });
      expect(await kept(first)).toBe(false);
      await saveBranding({ logo_square: null });
      expect(await kept(second)).toBe(false);

      const photo = await uploaded('photo');
      const other = await uploaded('photo');
      const id = await consultants.create(photo.id);
      const also = await consultants.create(other.id);
      expect((await consultants.update(id, null)).statusCode).toBe(200);
      expect(await kept(photo)).toBe(false);
      expect((await consultants.remove(also)).statusCode).toBe(204);
      expect(await kept(other)).toBe(false);
    },
  };
}
