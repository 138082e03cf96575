import { randomUUID } from 'node:crypto';
import { MESSAGES, type ApplicationStatus, type ApplyFields } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../lib/http-error.js';
import { recordMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit/index.js';
import { composeMail } from '../mail-templates/index.js';
import { tenantRight } from '../access/index.js';
import { notifyUsers } from '../notifications/index.js';
import { applicationData, emitWebhookEvent } from '../webhooks/index.js';
import { assertActiveOptions } from '../field-options/index.js';
import { checkAnswers } from './answers.js';
import * as repo from './apply-repository.js';
import { employerMailing, recordEmployerMails, type LinkConfig } from './employer-mail.js';
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
  /** False when nothing was recorded (the address already applied, or is disabled): release the files. */
  taken: boolean;
}

export type ApplyOptions =
  /** The demo seed alone: its candidates' and jobs' addresses are made up. */
  | { mail: false }
  | {
      mail: true;
      /** What the employer mail's link is built from (the site's primary domain, decision 0064). */
      links: LinkConfig;
      /**
       * Whether the candidate's address may get one more mail from applying (its per-recipient
       * limit, decision 0061), counted in the transaction: applications of one address take turns
       * on its lock. The job's own addresses are not limited here (decision 0064).
       */
      mayMail?: (tx: Db, address: string) => Promise<boolean>;
    };

/** The part of the answers' check that needs no database: a 422 before any file is stored. */
export function assertAnswers(record: LiveJob, fields: ApplyFields): ReturnType<typeof checkAnswers> {
  const checked = checkAnswers(record.job.screening_questions, fields.answers);
  if (Object.keys(checked.errors).length) throw invalid(checked.errors);
  return checked;
}

/**
 * The optional visa type and desired work type of an application: each must be an active option
 * of the site's list of that name (decision 0068), else a 422 on the field.
 */
async function assertProfileOptions(tx: Db, siteId: number, fields: ApplyFields) {
  const profile = { visa_type: fields.visa_type ?? null, desired_work_type: fields.desired_work_type ?? null };
  await assertActiveOptions(tx, { siteId }, profile);
  return profile;
}

/**
 * Applies to a live job of the site (decision 0045), in the caller's transaction: finds the seeker
 * by email within the site or creates them with the details sent (an existing one keeps who they
 * are, decision 0062: the application keeps its own contact details, files, address group and
 * bytes); a disabled seeker or a second application to the same job records nothing and answers
 * alike (`notTaken`, decision 0061); checks every screening answer, starts the application as
 * `unsuccessful` when a knockout answer was given (else `applied`), records its documents, bumps
 * both counters and records the `application_received` mail to the candidate and one
 * `application_to_employer` mail to each of the job's application addresses (decision 0064) in the
 * outbox with the site's own wording; the first history row names who was mailed. The caller
 * queues `mailIds` after the commit. The demo seed alone passes `mail: false`: its addresses are
 * made up.
 */
export async function applyToJob(
  tx: Db,
  record: LiveJob,
  fields: ApplyFields,
  files: ApplyFiles,
  opts: ApplyOptions,
): Promise<Applied> {
  const { job } = record;
  const { answers, knockedOut } = assertAnswers(record, fields);
  const profile = await assertProfileOptions(tx, job.site_id, fields);
  // Still live now that the form is read (it may have expired while the files arrived).
  if (!(await liveJobRows.get(tx, { siteId: job.site_id }, job.uuid))) throw notFound();
  const contact = {
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    phone: fields.phone,
  };
  const existing = await repo.lockSeekerByEmail(tx, job.site_id, fields.email);
  const status: ApplicationStatus = knockedOut ? 'unsuccessful' : 'applied';
  const refusal =
    existing?.status === 'disabled'
      ? MESSAGES.seekerDisabled
      : existing && (await repo.hasApplied(tx, job.id, existing.id))
        ? MESSAGES.alreadyApplied
        : null;
  if (existing && refusal) return notTaken(tx, record, existing, refusal, status, opts);
  const mailed = opts.mail && (await (opts.mayMail?.(tx, fields.email) ?? true));
  const employer = opts.mail ? await employerMailing(tx, opts.links, record) : null;
  let seeker: repo.SeekerRow;
  if (existing) {
    await repo.countSeekerApplication(tx, existing);
    seeker = existing;
  } else {
    // A new candidate's own visa and work type; an existing one's change only from their session (0062).
    seeker = await repo.insertSeeker(tx, job.site_id, { ...contact, ...profile }, files.resumeId);
  }
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
    { candidate: mailed, employer: employer?.to ?? [] },
  );
  await recordAudit(tx, {
    siteId: job.site_id,
    actorId: null,
    subject: 'application',
    subjectId: application.uuid,
    action: 'apply',
    details: { job: job.uuid, seeker: seeker.uuid, status, knocked_out: knockedOut },
  });
  await emitWebhookEvent(tx, {
    siteId: job.site_id,
    event: 'application.created',
    subject: { type: 'application', key: application.uuid },
    data: { ...applicationData(application, job), seeker_uuid: seeker.uuid },
  });
  await notifyUsers(tx, {
    scope: { siteId: job.site_id, employerId: job.employer_id },
    right: tenantRight('read', { site: 'applications', employer: 'applications' }),
    kind: 'application_received',
    params: { job_title: job.title, candidate: `${fields.first_name} ${fields.last_name}` },
    link: `applications/${application.uuid}`,
  });
  const mailIds = employer
    ? await recordEmployerMails(tx, record, employer, {
        uuid: application.uuid,
        name: application.name ?? `${contact.first_name} ${contact.last_name}`,
        email: contact.email,
        phone: contact.phone ?? null,
        answers,
      })
    : [];
  if (!mailed) return { uuid: application.uuid, status, mailIds, taken: true };
  // A person's mail goes only through the site they applied on: its wording, its title.
  const mail = await composeMail(tx, {
    siteId: job.site_id,
    to: fields.email,
    kind: 'application_received',
    values: { name: fields.first_name, job_title: job.title, business_name: record.employer.name },
  });
  // The candidate's receipt first: the queue sends in order within a priority.
  return { uuid: application.uuid, status, mailIds: [await recordMail(tx, mail), ...mailIds], taken: true };
}

/**
 * An application the address cannot make (it already applied to the job, or its seeker is
 * disabled) answers as a new one would (decision 0061), with a uuid that names nothing, so the
 * answer tells nobody whether the address is known; nothing is recorded, and the real owner is
 * told by mail, under their stored name (never the one typed), within the per-recipient limit.
 */
async function notTaken(
  tx: Db,
  record: LiveJob,
  seeker: repo.SeekerRow,
  outcome: string,
  status: ApplicationStatus,
  opts: ApplyOptions,
): Promise<Applied> {
  const answer = { uuid: randomUUID(), status, taken: false };
  if (!opts.mail || !(await (opts.mayMail?.(tx, seeker.email) ?? true))) return { ...answer, mailIds: [] };
  const mail = await composeMail(tx, {
    siteId: record.job.site_id,
    to: seeker.email,
    kind: 'application_not_taken',
    values: { name: seeker.first_name, job_title: record.job.title, outcome },
  });
  return { ...answer, mailIds: [await recordMail(tx, mail)] };
}
