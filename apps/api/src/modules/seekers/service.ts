import {
  can,
  type SeekerActivitySchema,
  type SeekerApplicationsQuery,
  type SeekerDetail,
  type SeekerListQuery,
  SEEKER_ACTIVITY_LIMIT,
} from '@portal/contract';
import type { z } from 'zod';
import { pageMeta } from '../../lib/list-page.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { toActor } from '../../lib/resource/people-repository.js';
import { documentsSent, resumeOfSite } from '../files/index.js';
import { checkTagFilter, tagsOfOwners } from '../tags/index.js';
import { pageSeekerApplications, seekerActivity } from './applications-repository.js';
import { toSeeker, toSeekerApplication } from './presenter.js';
import { seekerRows, seekerTags } from './repository.js';

const found = ({ deps, reach }: ResourceContext, uuid: string) => seekerRows.found(deps.db, reach, uuid);

export function listSeekers(ctx: ResourceContext, q: SeekerListQuery) {
  checkTagFilter(ctx, q.filter.tag);
  return seekerRows.pageOf(ctx.deps.db, ctx.reach, q, toSeeker);
}

/** One seeker with their resume and documents, and their tags for a viewer who reads tags. */
export async function getSeeker(ctx: ResourceContext, uuid: string): Promise<SeekerDetail> {
  const { db } = ctx.deps;
  const row = await found(ctx, uuid);
  const seesTags = can(ctx.access.levels.site, 'read', 'tags');
  const [resume, documents, tags] = await Promise.all([
    resumeOfSite(db, row.site_id, row.resume_file_id),
    documentsSent(db, row.site_id, { seekerId: row.id }),
    seesTags ? tagsOfOwners(db, seekerTags, ctx.reach, [row.uuid]) : undefined,
  ]);
  const erased_at = row.erased_at?.toISOString() ?? null;
  return { ...toSeeker(row), resume, documents, tags: tags?.get(row.uuid) ?? [], erased_at };
}

/** `GET /v1/seekers/{uuid}/job-applications`: their applications on this site, newest first. */
export async function listSeekerApplications(ctx: ResourceContext, uuid: string, q: SeekerApplicationsQuery) {
  const seeker = await found(ctx, uuid);
  const { rows, count } = await pageSeekerApplications(ctx.deps.db, ctx.reach, seeker.id, q);
  return { data: rows.map((row) => toSeekerApplication(seeker, row)), meta: pageMeta(q, count) };
}

type Activity = z.infer<typeof SeekerActivitySchema>['data'][number];

/** The from and to an audited change recorded (a status, an option value), when it recorded both. */
function changeOf(details: Record<string, unknown>): { from: string | null; to: string | null } | undefined {
  const value = (v: unknown) => (typeof v === 'string' || v === null ? v : undefined);
  const from = value(details.from);
  const to = value(details.to);
  return from === undefined || to === undefined ? undefined : { from, to };
}

/**
 * What the seeker did and what was done to them, newest first, at most `SEEKER_ACTIVITY_LIMIT`:
 * each application made, each status or stage change of one, and each audited action on the
 * seeker (enabled, disabled, tagged, a reset link sent, a visa or work type set by staff). `summary` is data, not a sentence: the
 * job's title, and for a change `from → to`; the web words it.
 */
export async function getSeekerActivity(ctx: ResourceContext, uuid: string) {
  const seeker = await found(ctx, uuid);
  const { applied, changes, audited } = await seekerActivity(ctx.deps.db, ctx.reach, seeker);
  const entries: (Activity & { time: number })[] = [
    ...applied.map((a) => ({ kind: 'applied', summary: a.job, job: a.job, at: a.at, by: null })),
    ...changes.map((c) => {
      const stage = c.from === c.to;
      const [from, to] = stage ? [c.from_stage, c.to_stage] : [c.from, c.to];
      return {
        kind: stage ? 'stage_changed' : 'status_changed',
        summary: `${c.job}: ${from ?? '—'} → ${to ?? '—'}`,
        job: c.job,
        from: from ?? null,
        to: to ?? null,
        at: c.at,
        by: toActor(c.by, c.impersonator),
      };
    }),
    ...audited.map((e) => {
      const change = changeOf(e.details);
      const summary = change ? `${e.action}: ${change.from ?? '—'} → ${change.to ?? '—'}` : e.action;
      return { kind: e.action, summary, ...change, at: e.at, by: toActor(e.by, e.impersonator) };
    }),
  ].map((entry) => ({ ...entry, time: entry.at.getTime(), at: entry.at.toISOString() }));
  entries.sort((a, b) => b.time - a.time);
  return { data: entries.slice(0, SEEKER_ACTIVITY_LIMIT).map(({ time: _time, ...entry }) => entry) };
}
