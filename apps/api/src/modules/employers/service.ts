import {
  can,
  EMPLOYER_TRANSITIONS,
  machineOf,
  MESSAGES,
  type CreateEmployer,
  type EmployerListQuery,
  type EmployerStatus,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../lib/http-error.js';
import type { ResourceContext, TransitionHandler } from '../../lib/resource/define-resource.js';
import { authorsOf } from '../../lib/resource/people-repository.js';
import { reasonOf, runMailingTransition } from '../../lib/resource/transitions.js';
import { recordMail } from '../../mail/outbox.js';
import { siteRight } from '../access/index.js';
import { auditFor, changesOf, keysOf } from '../audit/index.js';
import { notifyUsers } from '../notifications/index.js';
import { emitWebhookEvent, employerData } from '../webhooks/index.js';
import { siteLinkBase } from '../branding/index.js';
import { composeMail } from '../mail-templates/index.js';
import { findFieldOptions } from '../field-options/index.js';
import { employersGoOnHold } from '../settings/index.js';
import { toEmployer } from './presenter.js';
import * as repo from './repository.js';
import type { EmployerRow } from './repository.js';

const rows = repo.employerRows;
const OPTION_FIELDS = ['industry', 'business_size'] as const;

const audit = auditFor('employer');

/**
 * Industry and business size must be options of the site (GET /v1/site/field-options). A retired
 * option is refused as a new value but accepted when the record holds it already, so editing
 * other fields of an employer never forces a change there (decision 0015).
 */
async function checkFieldOptions({ deps, reach }: ResourceContext, input: CreateEmployer, current?: EmployerRow) {
  const wanted = OPTION_FIELDS.filter((field) => input[field]);
  if (!wanted.length) return;
  const options = await findFieldOptions(deps.db, reach, wanted);
  const errors: Record<string, string[]> = {};
  for (const field of wanted) {
    const option = options.find((r) => r.field === field && r.value === input[field]);
    const kept = current !== undefined && current[field] === input[field];
    if (!option || (option.retired_at !== null && !kept)) errors[field] = [MESSAGES.invalid];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The site's employers; `on` fixes the status (the on-hold list). */
export async function listEmployers({ deps, reach }: ResourceContext, q: EmployerListQuery, on?: EmployerStatus) {
  return rows.pageOf(deps.db, reach, { ...q, filter: { ...q.filter, on } }, toEmployer);
}

export async function getEmployer({ deps, reach }: ResourceContext, id: number) {
  const row = await rows.get(deps.db, reach, id);
  if (!row) throw notFound();
  const [authors, extras] = await Promise.all([
    authorsOf(deps.db, row),
    repo.employerDetailExtras(deps.db, reach, row),
  ]);
  return { ...toEmployer(row), ...authors, ...extras };
}

/**
 * Staff create employers as active; the creation is the first history entry. Where the site's
 * approval policy holds new employers (decision 0015), one created by someone who may not approve
 * employers waits on hold for someone who may.
 */
export async function createEmployer(ctx: ResourceContext, input: CreateEmployer) {
  await checkFieldOptions(ctx, input);
  const { reach, user } = ctx;
  const canApprove = can(ctx.access.levels.site, 'approve', 'employers');
  const held = !canApprove && (await employersGoOnHold(ctx.deps, reach.siteId));
  const status: EmployerStatus = held ? 'on_hold' : 'active';
  return ctx.deps.db.transaction(async (tx) => {
    const row = await rows.insert(tx, reach, { ...input, status, created_by: user.id, updated_by: user.id });
    await repo.recordStatusChange(tx, {
      employer_id: row.id,
      from_status: null,
      to_status: status,
      changed_by: user.id,
    });
    await audit(tx, ctx, row.id, 'created');
    await emitWebhookEvent(tx, {
      siteId: reach.siteId,
      event: 'employer.registered',
      subject: { type: 'employer', key: row.id },
      data: employerData(row),
    });
    if (held) {
      await notifyUsers(tx, {
        scope: { siteId: reach.siteId },
        right: siteRight('approve', 'employers'),
        kind: 'employer_on_hold',
        params: { employer: row.business_name },
        link: 'employers/hold',
      });
    }
    return toEmployer(row);
  });
}

export async function updateEmployer(ctx: ResourceContext, id: number, input: CreateEmployer) {
  const current = await rows.get(ctx.deps.db, ctx.reach, id);
  if (!current) throw notFound();
  await checkFieldOptions(ctx, input, current);
  return ctx.deps.db.transaction(async (tx) => {
    const changed = await rows.change(tx, ctx.reach, id, { ...input, updated_by: ctx.user.id });
    if (!changed) throw notFound();
    const { before, after } = changed;
    await audit(tx, ctx, id, 'updated', {}, changesOf(before, after, { fields: keysOf(input) }));
    return toEmployer(after);
  });
}

/** Deletes for good; the audit trail keeps who deleted which employer. */
export async function deleteEmployer(ctx: ResourceContext, id: number) {
  await ctx.deps.db.transaction(async (tx) => {
    const row = await rows.get(tx, ctx.reach, id);
    if (!row || !(await repo.deleteEmployer(tx, ctx.reach, id))) throw notFound();
    await audit(tx, ctx, id, 'deleted', { business_name: row.business_name });
  });
}

const machine = machineOf(EMPLOYER_TRANSITIONS);

/**
 * Moves employers of the scope through a transition, all or nothing (`runMailingTransition`), with a
 * history entry each. Approval and rejection mail the employer's contact once the change is in.
 */
export const changeStatus: TransitionHandler<'id', typeof EMPLOYER_TRANSITIONS> = async (ctx, ids, name, input) => {
  const { deps, reach, user } = ctx;
  const reason = reasonOf(input);
  const loginUrl = `${await siteLinkBase(deps, reach.siteId)}/login`;
  return runMailingTransition(deps, {
    machine,
    name,
    keys: ids,
    find: (tx: Db, keys) => rows.getMany(tx, reach, keys),
    statusOf: (row) => row.status,
    apply: async (tx, row, to) => {
      await rows.update(tx, reach, row.id, { status: to, updated_by: user.id });
      const change = { employer_id: row.id, from_status: row.status, to_status: to, changed_by: user.id };
      await repo.recordStatusChange(tx, { ...change, reason });
      await audit(tx, ctx, row.id, name, reason ? { reason } : {});
      if (!row.contact_email || (name !== 'approve' && name !== 'reject')) return [];
      const about = { siteId: reach.siteId, to: row.contact_email };
      const values = { name: row.contact_name ?? row.business_name, business_name: row.business_name };
      const mail =
        name === 'approve'
          ? await composeMail(tx, { ...about, kind: 'employer_approved', values: { ...values, link: loginUrl } })
          : await composeMail(tx, { ...about, kind: 'employer_rejected', values: { ...values, reason: reason ?? '' } });
      return [await recordMail(tx, mail)];
    },
  });
};
