import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TagRef } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { tagLinkTable } from '../src/db/schema/index.js';
import { replaceTagLinks, taggedWith, tagsOfOwners } from '../src/modules/tags/repository.js';
import { tagsForSite } from '../src/modules/tags/service.js';
import { useTestApp } from './helper.js';

/**
 * The part jobs, seekers and applications will call (decision 0014), tried on a stand-in tagged
 * resource: `notes`, with its join table made by `tagLinkTable` as theirs will be.
 */
const notes = pgTable('test_notes', { id: uuid('id').primaryKey(), site_id: integer('site_id').notNull() });
const noteTags = tagLinkTable('test_note_tags', () => notes.id);

const t = useTestApp();
const ids = t.ids;
const careers = () => ({ siteId: ids.site('acme/careers') });
const NOTE_A = '00000000-0000-4000-8000-00000000000a';
const NOTE_B = '00000000-0000-4000-8000-00000000000b';
let tag: Record<string, TagRef>;

beforeAll(async () => {
  // The DDL drizzle-kit generates for a `tagLinkTable` (see apps/api/drizzle/0006_tags.sql for `tags`).
  await t.deps.db.execute(sql.raw(`create table test_notes (id uuid primary key, site_id integer not null)`));
  await t.deps.db.execute(
    sql.raw(`create table test_note_tags (
      owner_id uuid not null references test_notes(id) on delete cascade,
      tag_id integer not null references tags(id) on delete cascade,
      created_at timestamptz not null default now(),
      constraint test_note_tags_pkey primary key (owner_id, tag_id))`),
  );
  await t.deps.db.insert(notes).values([
    { id: NOTE_A, site_id: careers().siteId },
    { id: NOTE_B, site_id: careers().siteId },
  ]);
  const rows = await queryRows<TagRef & { site: string }>(
    t.deps.db,
    sql`select t.id, t.name, t.color, s.name as site from tags t join sites s on s.id = t.site_id`,
  );
  tag = {};
  for (const row of rows) tag[`${row.site}/${row.name}`] = { id: Number(row.id), name: row.name, color: row.color };
});

const ref = (key: string) => {
  const found = tag[key];
  if (!found) throw new Error(`no tag ${key}`);
  return found;
};

describe('tagsForSite', () => {
  it('answers the site’s tags in the order given, each once', async () => {
    const urgent = ref('careers/Urgent');
    const graduate = ref('careers/Graduate');
    const found = await tagsForSite(t.deps.db, careers(), [graduate.id, urgent.id, graduate.id]);
    expect(found).toEqual([graduate, urgent]);
    expect(await tagsForSite(t.deps.db, careers(), [])).toEqual([]);
  });

  it.each([
    ['another site’s tag', () => ref('talent/Urgent').id],
    ['a tag that does not exist', () => 2_000_000],
  ])('refuses %s with a 422 on the field', async (_name, foreignId) => {
    const attempt = tagsForSite(t.deps.db, careers(), [ref('careers/Urgent').id, foreignId()], 'labels');
    await expect(attempt).rejects.toMatchObject({ statusCode: 422, errors: { labels: [MESSAGES.invalid] } });
  });
});

describe('a tagged record’s links', () => {
  it('sets, replaces and clears a record’s tags, and reads them back by name', async () => {
    const [urgent, remote, graduate] = [ref('careers/Urgent'), ref('careers/Remote friendly'), ref('careers/Graduate')];
    await replaceTagLinks(t.deps.db, noteTags, NOTE_A, [urgent.id, remote.id]);
    await replaceTagLinks(t.deps.db, noteTags, NOTE_B, [graduate.id]);
    let found = await tagsOfOwners(t.deps.db, noteTags, careers(), [NOTE_A, NOTE_B]);
    expect(found.get(NOTE_A)).toEqual([remote, urgent]);
    expect(found.get(NOTE_B)).toEqual([graduate]);

    await replaceTagLinks(t.deps.db, noteTags, NOTE_A, [graduate.id, urgent.id]);
    found = await tagsOfOwners(t.deps.db, noteTags, careers(), [NOTE_A]);
    expect(found.get(NOTE_A)).toEqual([graduate, urgent]);

    await replaceTagLinks(t.deps.db, noteTags, NOTE_A, []);
    found = await tagsOfOwners(t.deps.db, noteTags, careers(), [NOTE_A, NOTE_B]);
    expect(found.get(NOTE_A)).toEqual([]);
    expect(found.get(NOTE_B)).toEqual([graduate]);
  });

  it('filters a list to the records carrying a tag', async () => {
    const graduate = ref('careers/Graduate');
    await replaceTagLinks(t.deps.db, noteTags, NOTE_B, [graduate.id]);
    const rows = await t.deps.db
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.site_id, careers().siteId), taggedWith(t.deps.db, noteTags, notes.id, graduate.id)));
    expect(rows).toEqual([{ id: NOTE_B }]);
    expect(taggedWith(t.deps.db, noteTags, notes.id, undefined)).toBeUndefined();
  });

  it('never shows another site’s tag on a record, whatever the join table holds', async () => {
    await t.deps.db.insert(noteTags).values({ owner_id: NOTE_A, tag_id: ref('talent/Urgent').id });
    const found = await tagsOfOwners(t.deps.db, noteTags, careers(), [NOTE_A]);
    expect(found.get(NOTE_A)).toEqual([]);
    await replaceTagLinks(t.deps.db, noteTags, NOTE_A, []);
  });

  it('drops a deleted tag from every record that carried it', async () => {
    const owner = await t.login('owner@acme.test');
    const created = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token: owner,
      scope: { sid: careers().siteId },
      payload: { name: 'Soon gone' },
    });
    const gone = created.json<{ data: TagRef }>().data;
    await replaceTagLinks(t.deps.db, noteTags, NOTE_A, [gone.id, ref('careers/Urgent').id]);
    const res = await t.request({
      method: 'DELETE',
      url: `/portal/v1/site/tags/${gone.id}`,
      token: owner,
      scope: { sid: careers().siteId },
    });
    expect(res.statusCode).toBe(204);
    const found = await tagsOfOwners(t.deps.db, noteTags, careers(), [NOTE_A]);
    expect(found.get(NOTE_A)?.map((tagRef) => tagRef.name)).toEqual(['Urgent']);
  });
});
