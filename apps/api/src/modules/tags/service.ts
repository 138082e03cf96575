import {
  defaultTagColor,
  MESSAGES,
  type CreateTag,
  type Tag,
  type TagListQuery,
  type TagRef,
  type UpdateTag,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import type { Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './repository.js';

const toTag = (row: repo.TagRow): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const nameTaken = () => invalid({ name: [MESSAGES.tagNameTaken] });

export async function listTags(deps: AppDeps, reach: Reach, q: TagListQuery) {
  const { rows, count } = await repo.listTags(deps.db, reach, q);
  return { data: rows.map(toTag), meta: pageMeta(q, count) };
}

/** A new tag of the site; a name the site has already (ignoring case) is a 422 on `name`. */
export async function createTag(deps: AppDeps, reach: Reach, userId: number, input: CreateTag): Promise<Tag> {
  const color = input.color ?? defaultTagColor(input.name);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertTag(tx, reach, { name: input.name, color, created_by: userId });
    if (!row) throw nameTaken();
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'tag',
      subjectId: row.id,
      action: 'created',
    });
    return toTag(row);
  });
}

/** Renames and/or recolours a tag of the site. */
export async function updateTag(deps: AppDeps, reach: Reach, userId: number, id: number, input: UpdateTag) {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.updateTag(tx, reach, id, input);
      if (!row) throw notFound();
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId: userId,
        subject: 'tag',
        subjectId: id,
        action: 'updated',
      });
      return toTag(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes a tag of the site, and with it every link of a record to it. */
export async function deleteTag(deps: AppDeps, reach: Reach, userId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.deleteTag(tx, reach, id);
    if (!row) throw notFound();
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'tag',
      subjectId: id,
      action: 'deleted',
      details: { name: row.name },
    });
  });
}

/**
 * The site's tags for the ids a tagged record's body carries (`tag_ids`), in the order given: an
 * id that is not a tag of the reach's site is a 422 on `field` (never a hint of another site's tag).
 * Pass the request's reach (its route's right: decision 0024), and `tx` when inside the record's transaction.
 */
export async function tagsForSite(db: Db, reach: Reach, ids: readonly number[], field = 'tag_ids'): Promise<TagRef[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await repo.findTagRefs(db, reach, unique)).map((tag) => [tag.id, tag]));
  const tags = unique.map((id) => found.get(id));
  if (tags.some((tag) => tag === undefined)) throw invalid({ [field]: [MESSAGES.invalid] });
  return tags.filter((tag): tag is TagRef => tag !== undefined);
}
