import { RETENTION_WARNING_DAYS } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit/index.js';
import { composeMail } from '../mail-templates/index.js';
import { eraseSeeker } from './erase.js';
import {
  markWarned,
  seekersToErase,
  seekersToWarn,
  sitesWithRetention,
  withdrawStaleWarnings,
} from './retention-repository.js';

const DAY_MS = 86_400_000;

/** `date` minus whole calendar months, in UTC. */
function monthsBefore(date: Date, months: number): Date {
  const out = new Date(date);
  out.setUTCMonth(out.getUTCMonth() - months);
  return out;
}

/**
 * The sweep's part for candidates' retention (decision 0100), per site that set one:
 * 1. a warning that no longer stands is withdrawn: the candidate or staff acted since, or it is
 *    older than twice the warning period (the retention was off meanwhile), so a new one comes first;
 * 2. a candidate inactive for the period less `RETENTION_WARNING_DAYS` is mailed a warning, once,
 *    through the site's own wording and title, and the warning is audited;
 * 3. a candidate warned at least `RETENTION_WARNING_DAYS` ago with nothing since is erased, as a
 *    staff erasure is, with no actor and the reason `retention`.
 * `now` is a parameter so that tests name their dates. Answers what it did.
 */
export async function sweepCandidateRetention(deps: Pick<AppDeps, 'db' | 'storage' | 'queue'>, now = new Date()) {
  const done = { warned: 0, erased: 0, withdrawn: 0 };
  for (const site of await sitesWithRetention(deps.db)) {
    const expired = new Date(now.getTime() - 2 * RETENTION_WARNING_DAYS * DAY_MS);
    done.withdrawn += await withdrawStaleWarnings(deps.db, site.id, expired);
    const eraseOn = new Date(now.getTime() + RETENTION_WARNING_DAYS * DAY_MS);
    const warnBefore = monthsBefore(eraseOn, site.months);
    for (;;) {
      const due = await seekersToWarn(deps.db, site.id, warnBefore);
      const mailIds: number[] = [];
      for (const seeker of due) {
        const id = await deps.db.transaction(async (tx) => {
          if (!(await markWarned(tx, seeker.id, now))) return undefined;
          await recordAudit(tx, {
            siteId: site.id,
            actorId: null,
            subject: 'seeker',
            subjectId: seeker.uuid,
            action: 'retention_warned',
            details: { months: site.months, erase_on: eraseOn.toISOString().slice(0, 10) },
          });
          const mail = await composeMail(tx, {
            kind: 'seeker_retention_warning',
            siteId: site.id,
            to: seeker.email,
            values: { name: seeker.name, erase_date: eraseOn.toISOString().slice(0, 10) },
          });
          return recordMail(tx, mail);
        });
        if (id !== undefined) mailIds.push(id);
      }
      await queueMails(deps.queue, mailIds, 'bulk');
      done.warned += mailIds.length;
      if (due.length === 0 || mailIds.length === 0) break;
    }
    const warnedBy = new Date(now.getTime() - RETENTION_WARNING_DAYS * DAY_MS);
    for (;;) {
      const due = await seekersToErase(deps.db, site.id, warnedBy);
      for (const seeker of due) {
        await eraseSeeker(deps, { siteId: site.id, actorId: null, reason: 'retention' }, seeker.uuid, now);
      }
      done.erased += due.length;
      if (due.length === 0) break;
    }
  }
  return done;
}
