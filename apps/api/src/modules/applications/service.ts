import type { ApplicationListQuery } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { checkTagFilter } from '../tags/index.js';
import { jobRows } from '../jobs/index.js';
import { toApplication } from './presenter.js';
import { applicationRows } from './repository.js';

/** One page of the reach's applications, searched, filtered and sorted in SQL. */
export function listApplications(ctx: ResourceContext, q: ApplicationListQuery) {
  checkTagFilter(ctx, q.filter.tag);
  return applicationRows.pageOf(ctx.deps.db, ctx.reach, q, toApplication);
}

/** `GET /v1/jobs/{uuid}/applications`: a job of the reach (404 otherwise), its applications as the list shows them. */
export async function listJobApplications(ctx: ResourceContext, uuid: string, q: ApplicationListQuery) {
  await jobRows.found(ctx.deps.db, ctx.reach, uuid);
  return listApplications(ctx, { ...q, filter: { ...q.filter, job: uuid } });
}
