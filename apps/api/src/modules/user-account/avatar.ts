import { MESSAGES, type UserAccount } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/resource/deps.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Reach } from '../access/index.js';
import {
  checkQuotasLeft,
  countUpload,
  publicFileIdOf,
  receiveForm,
  releaseFiles,
  storeUpload,
  uploadTempDir,
} from '../files/index.js';
import { auditAccount, type AccountActor } from './audit.js';
import * as repo from './repository.js';

export const toAccount = (row: repo.AccountRow): UserAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
});

/** The avatar form: one `file` of the avatar kind. */
export const AVATAR_FORM = { file: { kind: 'avatar', max: 1 } } as const;

/**
 * Sets the user's avatar from a multipart `file` (decision 0053): the upload rate limit and the
 * quotas first, then the body through the files service (type, size and pixels by content, an
 * unreadable image "Image error."), stored as a public `avatar` file of the selected site. The
 * user's row then points at its public URL, and the picture it replaces is released.
 */
export async function setAvatar(
  deps: AppDeps,
  actor: AccountActor & { reach: Reach },
  request: FastifyRequest,
): Promise<UserAccount> {
  const { user, reach } = actor;
  await countUpload(deps, user.id);
  await checkQuotasLeft(deps, reach, user.id);
  const form = await receiveForm(request, uploadTempDir(deps), AVATAR_FORM, 2);
  try {
    const upload = form.uploads[0];
    if (!upload) throw new HttpError(422, MESSAGES.givenDataInvalid, { file: [MESSAGES.required] });
    const stored = await storeUpload(deps, reach, user.id, upload);
    const { row, previous } = await deps.db
      .transaction(async (tx) => {
        const account = await repo.lockAccount(tx, user.id);
        if (!account) throw notFound();
        const updated = await repo.updateAccount(tx, user.id, { avatar: stored.url });
        await auditAccount(tx, actor, 'avatar_changed', { file: stored.id });
        return { row: updated ?? account, previous: account.avatar };
      })
      .catch(async (error: unknown) => {
        await releaseFiles(deps, [stored.id]);
        throw error;
      });
    await releaseFiles(deps, [publicFileIdOf(previous)]);
    return toAccount(row);
  } finally {
    await form.discard();
  }
}

/** Removes the user's avatar and releases its file; removing none is a no-op answer. */
export async function removeAvatar(deps: AppDeps, actor: AccountActor): Promise<UserAccount> {
  const { user } = actor;
  const { row, previous } = await deps.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, user.id);
    if (!account) throw notFound();
    if (account.avatar === null) return { row: account, previous: null };
    const updated = await repo.updateAccount(tx, user.id, { avatar: null });
    await auditAccount(tx, actor, 'avatar_removed');
    return { row: updated ?? account, previous: account.avatar };
  });
  await releaseFiles(deps, [publicFileIdOf(previous)]);
  return toAccount(row);
}

/** Renames the user (the navbar and every list that shows them read it). */
export async function renameAccount(deps: AppDeps, actor: AccountActor, name: string): Promise<UserAccount> {
  return deps.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, actor.user.id);
    if (!account) throw notFound();
    const updated = await repo.updateAccount(tx, actor.user.id, { name });
    if (account.name !== name) await auditAccount(tx, actor, 'renamed', { from: account.name, to: name });
    return toAccount(updated ?? account);
  });
}
