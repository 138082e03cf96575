import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_PER_SITE_MAX,
  heldApiKeyEntries,
  MESSAGES,
  type ApiKey,
  type CreateApiKey,
  type CreatedApiKey,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/http-error.js';
import type { Access, Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { hashToken } from '../auth/index.js';
import * as repo from './repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toApiKey = (row: repo.ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  rights: row.rights,
  created_by: row.creator_id == null ? null : { id: row.creator_id, name: row.creator_name ?? '' },
  created_at: row.created_at.toISOString(),
  last_used_at: iso(row.last_used_at),
  expires_at: iso(row.expires_at),
});

/** Who creates or revokes a key: the request's site, its access there and its signed-in person. */
export interface KeyActor {
  reach: Reach;
  access: Access;
  user: { id: number; impersonatorId: number | null };
}

export async function listKeys(deps: AppDeps, reach: Reach): Promise<ApiKey[]> {
  return (await repo.listLiveKeys(deps.db, reach.siteId)).map(toApiKey);
}

/**
 * A new key of the site, its secret answered once and kept only as its SHA-256. Every right must
 * be one the creator holds on this site now (their account's or the site's memberships): else a
 * 422 on that right. Not through an impersonation: a key would outlive it (decision 0105).
 */
export async function createKey(deps: AppDeps, actor: KeyActor, input: CreateApiKey): Promise<CreatedApiKey> {
  if (actor.user.impersonatorId != null) throw forbidden();
  const held = new Set(heldApiKeyEntries(actor.access.levels.site, input.rights));
  const errors: Record<string, string[]> = {};
  input.rights.forEach((right, i) => {
    if (!held.has(right)) errors[`rights.${i}`] = [MESSAGES.apiKeyRightNotHeld];
  });
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) errors.expires_at = [MESSAGES.apiKeyExpiryPast];
  if (Object.keys(errors).length) throw invalid(errors);

  const plain = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const siteId = actor.reach.siteId;
  const id = await deps.db.transaction(async (tx) => {
    if ((await repo.countLiveKeys(tx, siteId)) >= API_KEYS_PER_SITE_MAX) throw conflict(MESSAGES.apiKeysFull);
    const keyId = await repo.insertKey(tx, {
      site_id: siteId,
      created_by: actor.user.id,
      name: input.name,
      prefix: plain.slice(0, API_KEY_SHOWN_LENGTH),
      key_hash: hashToken(plain),
      rights: input.rights,
      expires_at: expiresAt,
    });
    await recordAudit(tx, {
      siteId,
      actorId: actor.user.id,
      subject: 'api-key',
      subjectId: keyId,
      action: 'created',
      details: { name: input.name, rights: input.rights, expires_at: iso(expiresAt) },
    });
    return keyId;
  });
  const row = await repo.findLiveKey(deps.db, siteId, id);
  if (!row) throw notFound();
  return { ...toApiKey(row), key: plain };
}

/** Revokes a key of the site at once: its next request, on any replica, is a 401. */
export async function revokeKey(deps: AppDeps, actor: KeyActor, id: number): Promise<ApiKey> {
  const siteId = actor.reach.siteId;
  return deps.db.transaction(async (tx) => {
    const row = await repo.findLiveKey(tx, siteId, id);
    if (!row || !(await repo.revokeKey(tx, siteId, id))) throw notFound();
    await recordAudit(tx, {
      siteId,
      actorId: actor.user.id,
      subject: 'api-key',
      subjectId: id,
      action: 'revoked',
      details: { name: row.name },
    });
    return toApiKey(row);
  });
}
