import { JOB_EDIT_RULES, mayEditJobField, MESSAGES, type UpdateJob } from '@portal/contract';
import { conflict, invalid } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import * as links from './links-repository.js';
import type { JobRow } from './lifecycle-repository.js';

/** A value as stored: object keys sorted (jsonb reorders them), empty text and absent lists alike. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const same = (a: unknown, b: unknown) => canonical(a === '' ? null : a) === canonical(b === '' ? null : b);

/**
 * What a job's status still lets a `PATCH` change (`JOB_EDIT_RULES`, decision 0065): an expired job
 * nothing (409); a job published and accepted not its advert period, unless the value sent is the
 * one it holds (the wizard sends the form whole), each refusal a 422 on its field.
 */
export function refuseLockedEdits(job: JobRow, input: UpdateJob): void {
  if (JOB_EDIT_RULES[job.status].finish === null) throw conflict(MESSAGES.jobClosed);
  const record = job as unknown as Record<string, unknown>;
  const refused = Object.entries(input).filter(
    ([field, value]) => value !== undefined && !mayEditJobField(job.status, field) && !same(value, record[field]),
  );
  if (refused.length) throw invalid(Object.fromEntries(refused.map(([field]) => [field, [MESSAGES.jobPeriodFixed]])));
}

/**
 * The names of the fields this edit changes, compared with the stored job (its columns as they
 * will be written, and its consultants and tags), for the history line of an edit past draft.
 */
export async function changedJobFields(
  ctx: ResourceContext,
  job: JobRow,
  input: UpdateJob,
  columns: Record<string, unknown>,
): Promise<string[]> {
  const record = job as unknown as Record<string, unknown>;
  const changed: string[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (field === 'consultant_ids') {
      if (!same(value, await links.consultantIdsOfJob(ctx.deps.db, job.id))) changed.push(field);
    } else if (field === 'tag_ids') {
      const tags = await links.tagsOfJob(ctx.deps.db, { siteId: ctx.reach.siteId }, job.uuid);
      if (
        !same(
          value,
          tags.map((tag) => tag.id),
        )
      )
        changed.push(field);
    } else if (!same(field in columns ? columns[field] : value, record[field])) {
      changed.push(field);
    }
  }
  return changed;
}
