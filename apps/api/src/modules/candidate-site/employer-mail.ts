import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import { recordMail } from '../../mail/outbox.js';
import { siteLinkBase } from '../branding/index.js';
import { composeMail } from '../mail-templates/index.js';
import { findJobMailing, type ApplicationRow } from './apply-repository.js';
import type { LiveJob } from './public-jobs-repository.js';

type StoredAnswer = ApplicationRow['answers'][number];

/** What a link in a mail is built from: configuration and the site's stored primary domain (decision 0012). */
export type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'PORT'>;

/** Where a new application of the job is mailed, and the portal's address of it (decision 0064). */
export interface EmployerMailing {
  to: readonly string[];
  /** The application's page in the portal, on the site's primary domain, below `/{account}/{site}`. */
  linkFor(uuid: string): string;
}

/** Reads the job's application addresses and its portal path in the application's transaction. */
export async function employerMailing(tx: Db, config: LinkConfig, record: LiveJob): Promise<EmployerMailing> {
  const { job } = record;
  const mailing = await findJobMailing(tx, job.id, job.site_id);
  if (!mailing || mailing.emails.length === 0) return { to: [], linkFor: () => '' };
  const base = await siteLinkBase({ db: tx, config }, job.site_id);
  const path = `/${encodeURIComponent(mailing.account)}/${encodeURIComponent(mailing.site)}`;
  // One mail per address however the job was stored: the contract lower-cases and de-duplicates.
  const to = [...new Set(mailing.emails.map((address) => address.toLowerCase()))];
  return { to, linkFor: (uuid) => `${base}${path}/applications/${uuid}` };
}

const NO_ANSWERS = 'No screening questions.';

/** The answers as the mail lists them: one line each, the question as it was asked, knockouts named. */
export function answersText(answers: readonly StoredAnswer[]): string {
  if (answers.length === 0) return NO_ANSWERS;
  return answers
    .map((a) => {
      const answer = Array.isArray(a.answer) ? a.answer.join(', ') : (a.answer ?? '');
      const line = `${a.question} ${answer}${a.knocked_out ? ' (knockout answer)' : ''}`;
      return line.replace(/\s+/g, ' ').trim();
    })
    .join('\n');
}

/**
 * Records one `application_to_employer` mail per address of the job, in the site's wording, with
 * the candidate's details and answers and a link to the application; the resume and documents are
 * never attached: they open behind the link, for a signed-in user who may read them (decision 0046).
 */
export async function recordEmployerMails(
  tx: Db,
  record: LiveJob,
  mailing: EmployerMailing,
  application: { uuid: string; name: string; email: string; phone: string | null; answers: readonly StoredAnswer[] },
): Promise<number[]> {
  const values = {
    candidate_name: application.name,
    candidate_email: application.email,
    candidate_phone: application.phone?.trim() || 'not given',
    job_title: record.job.title,
    business_name: record.employer.name,
    answers: answersText(application.answers),
    link: mailing.linkFor(application.uuid),
  };
  const ids: number[] = [];
  for (const to of mailing.to) {
    const mail = await composeMail(tx, { siteId: record.job.site_id, to, kind: 'application_to_employer', values });
    ids.push(await recordMail(tx, mail));
  }
  return ids;
}
