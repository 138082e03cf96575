import { machineOf, MESSAGES, SEEKER_TRANSITIONS, type SeekerStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import type { TransitionHandler } from '../../lib/resource/define-resource.js';
import { runTransition } from '../../lib/resource/transitions.js';
import { auditFor } from '../audit/index.js';
import { lockSeekers, moveSeeker } from './repository.js';

const audit = auditFor('seeker');
const machine = machineOf(SEEKER_TRANSITIONS);

/**
 * Enables or disables seekers of the reach, all or nothing (`runTransition`): a disabled seeker
 * is never enabled again (409), since `enable` does not start from `disabled`. Each move is
 * conditional on the status it was read in, and audited.
 */
export const changeSeekerStatus: TransitionHandler<'uuid', typeof SEEKER_TRANSITIONS> = (ctx, uuids, name) =>
  runTransition(ctx.deps.db, {
    machine,
    name,
    keys: uuids,
    find: (tx: Db, keys) => lockSeekers(tx, ctx.reach, keys),
    statusOf: (row) => row.status,
    apply: async (tx, row, to: SeekerStatus) => {
      if (!(await moveSeeker(tx, row, to))) throw conflict(MESSAGES.statusConflict);
      await audit(tx, ctx, row.uuid, name, { from: row.status, to });
    },
  });
