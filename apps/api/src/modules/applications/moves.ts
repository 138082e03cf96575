import {
  APPLICATION_STAGE_LIST,
  canMoveApplication,
  MESSAGES,
  type ApplicationRecipients,
  type ApplicationStatus,
  type ChangeApplicationStage,
  type ChangeApplicationStatus,
  type TransitionMachine,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { runMailingTransition } from '../../lib/resource/transitions.js';
import { auditFor } from '../audit/index.js';
import { findFieldOptions } from '../field-options/index.js';
import { recordMoveMails } from './move-mail.js';
import {
  findForMove,
  moveApplication,
  RECIPIENT_FINDERS,
  recordHistory,
  type Addressee,
  type MoveRecord,
} from './moves-repository.js';
import { applicationData, emitWebhookEvent } from '../webhooks/index.js';

const audit = auditFor('application');
const NO_STAGE = '—';

/** The status table of decision 0044 with the body's target: a move it refuses is a 409. */
const statusMachine = (target: ApplicationStatus): TransitionMachine<ApplicationStatus, 'status'> => ({
  move: (_name, from) => (canMoveApplication(from, target) ? target : undefined),
});

/**
 * A stage move reads the row as `withdrawn` (no move leaves it: 409) or as its stage, prefixed so
 * that no stage value of a site can read as the withdrawn state.
 */
type StageState = 'withdrawn' | `stage:${string}`;
const stageStateOf = ({ application: a }: MoveRecord): StageState =>
  a.status === 'withdrawn' ? 'withdrawn' : `stage:${a.stage ?? ''}`;
const stageMachine = (target: string | null): TransitionMachine<StageState, 'stage'> => ({
  move: (_name, from) => (from === 'withdrawn' ? undefined : `stage:${target ?? ''}`),
});

/** The site's application stages (Settings → Application stages), value → label, with the active ones. */
async function siteStages(ctx: ResourceContext) {
  const rows = await findFieldOptions(ctx.deps.db, ctx.reach, [APPLICATION_STAGE_LIST]);
  return {
    label: (value: string | null) =>
      value === null ? NO_STAGE : (rows.find((r) => r.value === value)?.label ?? value),
    active: new Set(rows.filter((r) => r.retired_at === null).map((r) => r.value)),
  };
}

/**
 * Moves applications of the reach to a status, all or nothing (`runMailingTransition`, decision 0044):
 * another tenant's uuid is a 404, a move the table refuses a 409. Each moved row gets its history
 * (with the groups mailed), an audit entry and the chosen recipients' mails, queued once it is in.
 */
export async function changeApplicationStatus(
  ctx: ResourceContext,
  uuids: string[],
  { status, notify }: ChangeApplicationStatus,
) {
  const stages = await siteStages(ctx);
  return runMailingTransition(ctx.deps, {
    machine: statusMachine(status),
    name: 'status' as const,
    keys: uuids.map((uuid) => uuid.toLowerCase()),
    find: (tx: Db, keys) => findForMove(tx, ctx.reach, keys),
    statusOf: (record) => record.application.status,
    apply: async (tx, record, to) => {
      const { application: a } = record;
      if (!(await moveApplication(tx, a, { status: to }))) throw conflict(MESSAGES.statusConflict);
      const mails = await recordMoveMails(tx, record, notify, { from: a.status, to, stage: stages.label(a.stage) });
      const change = { from_status: a.status, to_status: to, from_stage: a.stage, to_stage: a.stage };
      await recordHistory(tx, { application_id: a.id, ...change, notified: mails.notified, changed_by: ctx.user.id });
      await audit(tx, ctx, a.uuid, 'status_changed', { from: a.status, to, notified: mails.notified });
      if (a.status !== to)
        await emitWebhookEvent(tx, {
          siteId: a.site_id,
          event: 'application.status_changed',
          subject: { type: 'application', key: a.uuid },
          data: { ...applicationData({ ...a, status: to }, record.job), from: a.status, to },
        });
      return mails.ids;
    },
  });
}

/**
 * Moves applications of the reach to a stage of the site's own list, read now (decision 0044): a
 * value that is not an active stage of the site is a 422 on `stage`, a withdrawn application a
 * 409, all or nothing; history, audit and mails as for a status change.
 */
export async function changeApplicationStage(
  ctx: ResourceContext,
  uuids: string[],
  { stage, notify }: ChangeApplicationStage,
) {
  const stages = await siteStages(ctx);
  if (stage !== null && !stages.active.has(stage)) throw invalid({ stage: [MESSAGES.invalid] });
  return runMailingTransition(ctx.deps, {
    machine: stageMachine(stage),
    name: 'stage' as const,
    keys: uuids.map((uuid) => uuid.toLowerCase()),
    find: (tx: Db, keys) => findForMove(tx, ctx.reach, keys),
    statusOf: stageStateOf,
    apply: async (tx, record) => {
      const { application: a } = record;
      if (!(await moveApplication(tx, a, { stage }))) throw conflict(MESSAGES.statusConflict);
      const mails = await recordMoveMails(tx, record, notify, {
        from: a.status,
        to: a.status,
        stage: stages.label(stage),
      });
      const change = { from_status: a.status, to_status: a.status, from_stage: a.stage, to_stage: stage };
      await recordHistory(tx, { application_id: a.id, ...change, notified: mails.notified, changed_by: ctx.user.id });
      await audit(tx, ctx, a.uuid, 'stage_changed', { from: a.stage, to: stage, notified: mails.notified });
      if (a.stage !== stage)
        await emitWebhookEvent(tx, {
          siteId: a.site_id,
          event: 'application.stage_changed',
          subject: { type: 'application', key: a.uuid },
          data: { ...applicationData({ ...a, stage }, record.job), from: a.stage, to: stage },
        });
      return mails.ids;
    },
  });
}

/**
 * Who a move of these applications would mail, per group, each address once (decision 0068): the
 * same finders the move's mails use, read now. Another tenant's uuid is a 404, all or nothing.
 */
export async function moveRecipients(ctx: ResourceContext, uuids: string[]): Promise<ApplicationRecipients> {
  const keys = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  const records = await findForMove(ctx.deps.db, ctx.reach, keys);
  if (records.length !== keys.length) throw notFound();
  const group = async (finder: (db: Db, record: MoveRecord) => Promise<Addressee[]>) => {
    const byEmail = new Map<string, Addressee>();
    for (const record of records) {
      for (const person of await finder(ctx.deps.db, record)) byEmail.set(person.email.toLowerCase(), person);
    }
    return [...byEmail.values()].map(({ name, email }) => ({ name, email }));
  };
  return {
    admins: await group(RECIPIENT_FINDERS.admins),
    consultants: await group(RECIPIENT_FINDERS.consultants),
    candidate: await group(RECIPIENT_FINDERS.candidate),
  };
}
