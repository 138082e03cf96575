import type { Readable } from 'node:stream';
import { SEEKER_ARCHIVE_FORMAT } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { notFound } from '../../lib/http-error.js';
import { zipStream } from '../../lib/zip-stream.js';
import { recordAudit } from '../audit/index.js';
import { filesOfSite, readSeekerHoldings } from './archive-repository.js';
import { profileIdOf } from './presenter.js';
import { seekerRows } from './repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
/** A name safe in any unzip tool: no directories, no control characters. */
const entryName = (id: string, name: string) =>
  `files/${id}-${name.replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_').slice(0, 120)}`;

/**
 * The archive of everything the site holds about a seeker (decision 0100): `candidate.json` (the
 * profile, applications with answers, history, feedback and tags, documents, the audit about
 * them) and each file under `files/`. The seeker is found first, so another site's is a 404
 * before a byte is sent; the request is audited; then the zip streams, file by file.
 */
export async function seekerArchive(ctx: ResourceContext, uuid: string): Promise<{ name: string; body: Readable }> {
  const { db, storage } = ctx.deps;
  const seeker = await seekerRows.found(db, ctx.reach, uuid);
  if (seeker.site_id !== ctx.reach.siteId) throw notFound();
  const held = await readSeekerHoldings(db, seeker.site_id, seeker.id, seeker.uuid);
  const fileIds = [
    seeker.resume_file_id,
    ...held.apps.map((a) => a.application.resume_file_id),
    ...held.documents.map((d) => d.file_id),
  ].filter((id): id is string => !!id);
  const stored = await filesOfSite(db, seeker.site_id, [...new Set(fileIds)]);
  const pathOf = new Map(stored.map((f) => [f.id, entryName(f.id, f.name)]));
  const fileRef = (id: string | null) => (id && pathOf.has(id) ? { id, path: pathOf.get(id) } : null);
  const appUuidOf = new Map(held.apps.map((a) => [a.application.id, a.application.uuid]));
  const { password_hash, resume_file_id, ...profile } = seeker;

  const document = {
    format: SEEKER_ARCHIVE_FORMAT,
    exported_at: new Date().toISOString(),
    site_id: seeker.site_id,
    profile: {
      ...profile,
      profile_id: profileIdOf(seeker.uuid),
      has_password: password_hash !== null,
      resume: fileRef(resume_file_id),
      tags: held.seekerTags.map((t) => t.name),
    },
    applications: held.apps.map(({ application: a, job, employer }) => ({
      uuid: a.uuid,
      job: { ...job, employer },
      status: a.status,
      stage: a.stage,
      knocked_out: a.knocked_out,
      contact: { first_name: a.first_name, last_name: a.last_name, name: a.name, email: a.email, phone: a.phone },
      answers: a.answers,
      cover_note: a.cover_note,
      resume: fileRef(a.resume_file_id),
      client_address: a.client_address,
      consented_at: iso(a.consented_at),
      applied_at: iso(a.applied_at),
      updated_at: iso(a.updated_at),
      tags: held.appTags.filter((t) => t.owner === a.uuid).map((t) => t.name),
      history: held.history
        .filter((h) => h.application_id === a.id)
        .map((h) => ({
          from_status: h.from_status,
          to_status: h.to_status,
          from_stage: h.from_stage,
          to_stage: h.to_stage,
          notified: h.notified,
          at: iso(h.created_at),
        })),
      feedback: held.feedback
        .filter((f) => f.feedback.application_id === a.id)
        .map((f) => ({
          rating: f.feedback.rating,
          comments: f.feedback.comments,
          by: f.author?.name ?? null,
          at: iso(f.feedback.created_at),
        })),
    })),
    documents: held.documents.map((d) => ({
      ...fileRef(d.file_id),
      application: d.application_id === null ? null : (appUuidOf.get(d.application_id) ?? null),
    })),
    files: stored.map((f) => ({ id: f.id, name: f.name, type: f.mime, size: f.size, path: pathOf.get(f.id) })),
    activity: held.audit.map((e) => ({ ...e, at: iso(e.at) })),
  };

  await recordAudit(db, {
    siteId: seeker.site_id,
    actorId: ctx.user.id,
    subject: 'seeker',
    subjectId: seeker.uuid,
    action: 'data_exported',
    details: { applications: held.apps.length, files: stored.length },
  });

  const zip = zipStream();
  const write = async () => {
    await zip.add('candidate.json', JSON.stringify(document, null, 2));
    for (const file of stored) {
      const object = await storage.get(file.key);
      // A file whose bytes are gone is named in candidate.json; the archive says so rather than failing.
      if (!object) await zip.add(`${entryName(file.id, file.name)}.missing.txt`, 'The stored file could not be found.');
      else await zip.add(entryName(file.id, file.name), object.body);
    }
    await zip.finish();
  };
  write().catch((error: unknown) => {
    console.error('[seekers] archive failed:', error instanceof Error ? error.message : 'unknown error');
    zip.stream.destroy(error instanceof Error ? error : new Error('archive failed'));
  });
  return { name: `candidate-${profileIdOf(seeker.uuid)}.zip`, body: zip.stream };
}
