import { MESSAGES, type ApplicationStatus, type ApplyFields } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../lib/http-error.js';
import { recordMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit/index.js';
import { composeMail } from '../mail-templates/index.js';
import { tenantRight } from '../access/index.js';
import { notifyUsers } from '../notifications/index.js';
import { checkAnswers } from './answers.js';
import * as repo from './apply-repository.js';
import { liveJobRows, type LiveJob } from './public-jobs-repository.js';

/** The files of an application, already stored as the site's private files (none in the demo seed). */
export interface ApplyFiles {
  resumeId: string | null;
  documentIds: readonly string[];
  /** Their bytes together, and the sender's address group (decision 0062; none for the seed). */
  bytes?: number;
  clientAddress?: string | null;
}

export interface Applied {
  uuid: string;
  status: ApplicationStatus;
  /** The outbox rows to queue once the transaction is in. */
  mailIds: number[];
}

/** The part of the answers' check that needs no database: a 422 before any file is stored. */
export function assertAnswers(record: LiveJob, fields: ApplyFields): ReturnType<typeof checkAnswers> {
  const checked = checkAnswers(record.job.screening_questions, fields.answers);
  if (Object.keys(checked.errors).length) throw invalid(checked.errors);
  return checked;
}

/**
 * Applies to a live job of the site (decision 0045), in the caller's transaction: finds the seeker
 * by email within the site or creates them with the details sent (a disabled seeker is refused on
 * `email`; an existing one keeps who they are, decision 0062: the application keeps its own contact
 * details, files, address group and bytes), refuses a
 * second application to the same job, checks every screening answer, starts the application as
 * `unsuccessful` when a knockout answer was given (else `applied`), records its documents, bumps
 * both counters and records the `application_received` mail to the candidate in the outbox with
 * the site's own wording. The caller queues `mailIds` after the commit. The demo seed alone passes
 * `mail: false`: its candidates' addresses are made up.
 */
export async function applyToJob(
  tx: Db,
  record: LiveJob,
  fields: ApplyFields,
  files: ApplyFiles,
  opts: { mail: boolean } = { mail: true },
): Promise<Applied> {
  const { job } = record;
  const { answers, knockedOut } = assertAnswers(record, fields);
  // Still live now that the form is read (it may have expired while the files arrived).
  if (!(await liveJobRows.get(tx, { siteId: job.site_id }, job.uuid))) throw notFound();
  const contact = {
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    phone: fields.phone,
  };
  const existing = await repo.lockSeekerByEmail(tx, job.site_id, fields.email);
  if (existing?.status === 'disabled') throw invalid({ email: [MESSAGES.seekerDisabled] });
  if (existing && (await repo.hasApplied(tx, job.id, existing.id))) {
    throw invalid({ email: [MESSAGES.alreadyApplied] });
  }
  let seeker: repo.SeekerRow;
  if (existing) {
    await repo.countSeekerApplication(tx, existing);
    seeker = existing;
  } else {
    seeker = await repo.insertSeeker(tx, job.site_id, contact, files.resumeId);
  }
  const status: ApplicationStatus = knockedOut ? 'unsuccessful' : 'applied';
  const application = await repo.insertApplication(
    tx,
    {
      site_id: job.site_id,
      employer_id: job.employer_id,
      job_id: job.id,
      seeker_id: seeker.id,
      status,
      knocked_out: knockedOut,
      answers,
      cover_note: fields.cover_note,
      resume_file_id: files.resumeId,
      ...contact,
      name: `${contact.first_name} ${contact.last_name}`,
      client_address: files.clientAddress ?? null,
      files_bytes: files.bytes ?? 0,
      consented_at: new Date(),
    },
    files.documentIds,
    opts.mail,
  );
  await recordAudit(tx, {
    siteId: job.site_id,
    actorId: null,
    subject: 'application',
    subjectId: application.uuid,
    action: 'apply',
    details: { job: job.uuid, seeker: seeker.uuid, status, knocked_out: knockedOut },
  });
  await notifyUsers(tx, {
    scope: { siteId: job.site_id, employerId: job.employer_id },
    right: tenantRight('read', { site: 'applications', employer: 'applications' }),
    kind: 'application_received',
    params: { job_title: job.title, candidate: `${fields.first_name} ${fields.last_name}` },
    link: `applications/${application.uuid}`,
  });
  if (!opts.mail) return { uuid: application.uuid, status, mailIds: [] };
  // A person's mail goes only through the site they applied on: its wording, its title.
  const mail = await composeMail(tx, {
    siteId: job.site_id,
    to: fields.email,
    kind: 'application_received',
    values: { name: fields.first_name, job_title: job.title, business_name: record.employer.name },
  });
  const mailId = await recordMail(tx, mail);
  return { uuid: application.uuid, status, mailIds: [mailId] };
}
