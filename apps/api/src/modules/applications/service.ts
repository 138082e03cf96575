import type { ApplicationListQuery } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { notFound } from '../../lib/http-error.js';
import { checkTagFilter } from '../tags/index.js';
import { jobRows } from '../jobs/index.js';
import { toApplication } from './presenter.js';
import { applicationRows } from './repository.js';

/** One page of the reach's applications, searched, filtered and sorted in SQL. */
export function listApplications(ctx: ResourceContext, q: ApplicationListQuery) {
  checkTagFilter(ctx, q.filter.tag);
  return applicationRows.pageOf(ctx.deps.db, ctx.reach, q, toApplication);
}

/**
 * `GET /v1/jobs/{uuid}/applications`: a job of the reach (404 otherwise), its applications as the
 * list shows them. The page goes first: a row of the reach applied to that job proves the job is
 * the reach's (an application is written with its job's site and employer, which no edit changes),
 * so only an empty or refused page asks whether the job is there, by its key alone, and a job
 * outside the reach still answers 404 before any other error.
 */
export async function listJobApplications(ctx: ResourceContext, uuid: string, q: ApplicationListQuery) {
  const jobFound = async () => {
    if (!(await jobRows.keysIn(ctx.deps.db, ctx.reach, [uuid])).length) throw notFound();
  };
  let page: Awaited<ReturnType<typeof listApplications>>;
  try {
    page = await listApplications(ctx, { ...q, filter: { ...q.filter, job: uuid } });
  } catch (error) {
    await jobFound();
    throw error;
  }
  if (!page.data.length) await jobFound();
  return page;
}
