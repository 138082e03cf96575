import { MESSAGES, type CloneJob } from '@portal/contract';
import { invalid } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { findActiveProduct } from '../products/index.js';
import * as repo from './lifecycle-repository.js';
import { copyJobLinks } from './links-repository.js';
import { jobRows } from './repository.js';
import { getJob } from './service.js';

const audit = auditFor('job');

/**
 * A draft copy of a job of any status, to be posted as the chosen product (decision 0038): every
 * field of the job's own row but its status, its advert dates and its publishing marks, and the
 * consultants it shows and the tags it carries (its banner is shared: a file is deleted only once
 * nothing points at it). Cloning
 * costs nothing; publishing the copy pays for it like any draft. Answers the new draft's detail.
 */
export async function cloneJob(ctx: ResourceContext, uuid: string, input: CloneJob) {
  const { deps, reach, user } = ctx;
  const { job } = await jobRows.found(deps.db, reach, uuid);
  const product = await findActiveProduct(deps.db, reach, input.product);
  if (!product) throw invalid({ product: [MESSAGES.invalid] });
  const {
    id: _id,
    uuid: _uuid,
    status: _status,
    advert_start_date: _start,
    advert_end_date: _end,
    published_at: _published,
    expiry_warned_at: _warned,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = job;
  const copy = await deps.db.transaction(async (tx) => {
    const row = await jobRows.insert(
      tx,
      { siteId: job.site_id },
      {
        ...fields,
        status: 'draft',
        product_id: product.id,
        created_by: user.id,
        updated_by: user.id,
      },
    );
    await copyJobLinks(tx, job, row);
    const change = { job_id: row.id, from_status: null, to_status: 'draft' as const, action: 'clone' };
    await repo.recordJobStatusChange(tx, { ...change, changed_by: user.id });
    await audit(tx, ctx, row.uuid, 'cloned', { from: job.uuid, product: product.uuid });
    return row;
  });
  return getJob(ctx, copy.uuid);
}
