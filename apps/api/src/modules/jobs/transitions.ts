import { JOB_TRANSITIONS, machineOf, MESSAGES, type JobStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import type { TransitionHandler } from '../../lib/resource/define-resource.js';
import { reasonOf, runMailingTransition } from '../../lib/resource/transitions.js';
import { auditFor } from '../audit/index.js';
import { refuseGoingLive } from './going-live.js';
import { recordJobMail } from './lifecycle-mail.js';
import * as repo from './lifecycle-repository.js';

const audit = auditFor('job');
const machine = machineOf(JOB_TRANSITIONS);

/**
 * Moves jobs of the reach through a transition, all or nothing (`runMailingTransition`, decision 0038):
 * each move is conditional on the status it was read in (a concurrent move makes this one a 409),
 * keeps the employer's live count, and writes a history and an audit entry. Approval and rejection
 * mail the employer's contact once the change is in.
 */
export const changeJobStatus: TransitionHandler<'uuid', typeof JOB_TRANSITIONS> = async (ctx, uuids, name, input) => {
  const { deps, reach, user } = ctx;
  const reason = reasonOf(input);
  return runMailingTransition(deps, {
    machine,
    name,
    keys: uuids,
    find: (tx: Db, keys) => repo.findJobsWithEmployer(tx, reach, keys),
    statusOf: (record) => record.job.status,
    apply: async (tx, record, to: JobStatus) => {
      const { job } = record;
      if (to === 'live') refuseGoingLive(record);
      if (!(await repo.moveJob(tx, job, job.status, to, { updated_by: user.id }))) {
        throw conflict(MESSAGES.statusConflict);
      }
      const change = { job_id: job.id, from_status: job.status, to_status: to, action: name, reason };
      await repo.recordJobStatusChange(tx, { ...change, changed_by: user.id });
      await audit(tx, ctx, job.uuid, name, reason ? { reason } : {});
      const mail =
        name === 'approve'
          ? await recordJobMail(tx, deps, record, { kind: 'job_approved' })
          : name === 'reject'
            ? await recordJobMail(tx, deps, record, { kind: 'job_rejected', reason: reason ?? '' })
            : undefined;
      return mail === undefined ? [] : [mail];
    },
  });
};
