import type { JobHistoryEntry } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { toActor } from '../../lib/resource/people-repository.js';
import { findJobHistory } from './lifecycle-repository.js';
import { jobRows } from './repository.js';

/** A job's status history in the reach (another tenant's job is a 404), newest first. */
export async function jobHistory({ deps, reach }: ResourceContext, uuid: string): Promise<JobHistoryEntry[]> {
  const { job } = await jobRows.found(deps.db, reach, uuid);
  const rows = await findJobHistory(deps.db, job.id);
  return rows.map(({ impersonator, changed_fields, ...row }) => ({
    ...row,
    fields: changed_fields ?? [],
    changed_by: toActor(row.changed_by, impersonator),
    created_at: row.created_at.toISOString(),
  }));
}
