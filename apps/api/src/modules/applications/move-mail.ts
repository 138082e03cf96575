import { APPLICATION_STATUS_LABELS, type ApplicationRecipient, type ApplicationStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { recordMail } from '../../mail/outbox.js';
import { composeMail } from '../mail-templates/index.js';
import { RECIPIENT_FINDERS, type Addressee, type MoveRecord } from './moves-repository.js';

export interface MoveMail {
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** The stage the application is at after the move, by its label ('—' for none). */
  stage: string;
}

/**
 * Records `application_status_changed` to exactly the chosen groups (decision 0044), each address
 * once, in the move's transaction with the site's template; the caller queues the ids once it is
 * in. Answers the mails' ids and the groups that were mailed (a group without an address is not).
 */
export async function recordMoveMails(
  tx: Db,
  record: MoveRecord,
  notify: readonly ApplicationRecipient[],
  move: MoveMail,
): Promise<{ ids: number[]; notified: ApplicationRecipient[] }> {
  const ids: number[] = [];
  const notified: ApplicationRecipient[] = [];
  const sent = new Set<string>();
  for (const group of new Set(notify)) {
    const addressees: Addressee[] = await RECIPIENT_FINDERS[group](tx, record);
    let mailed = false;
    for (const { name, email } of addressees) {
      if (sent.has(email.toLowerCase())) continue;
      sent.add(email.toLowerCase());
      const mail = await composeMail(tx, {
        siteId: record.application.site_id,
        to: email,
        kind: 'application_status_changed',
        values: {
          name,
          candidate_name: record.seeker.name,
          job_title: record.job.title,
          from_status: APPLICATION_STATUS_LABELS[move.from],
          to_status: APPLICATION_STATUS_LABELS[move.to],
          stage: move.stage,
        },
      });
      ids.push(await recordMail(tx, mail));
      mailed = true;
    }
    if (mailed) notified.push(group);
  }
  return { ids, notified };
}
