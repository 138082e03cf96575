import {
  MESSAGES,
  type ApplicationFlood,
  type ApplicationFloodPreview,
  type PurgeApplications,
  type PurgedApplications,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { addressGroup } from '../../lib/address-group.js';
import { conflict } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { recordAudit } from '../audit/index.js';
import { releaseFiles } from '../files/index.js';
import { floodTotals, forgetClientAddresses, purgeSelected, type FloodSelection } from './purge-repository.js';

/** How many of the busiest addresses a preview names. */
const TOP_ADDRESSES = 20;
/** Files are released (rows, then objects) this many at a time. */
const RELEASE_BATCH = 200;

/** The selection as stored: the address by its group (an IPv6 address by its /64), the window's ends as times. */
const selectionOf = (q: ApplicationFlood): FloodSelection => ({
  address: q.address === undefined ? undefined : addressGroup(q.address),
  from: q.from === undefined ? undefined : new Date(q.from),
  to: q.to === undefined ? undefined : new Date(q.to),
});

/** `GET /v1/applications/flood`: what a purge of this selection would delete, and who sent it. */
export async function previewFlood(ctx: ResourceContext, q: ApplicationFlood): Promise<ApplicationFloodPreview> {
  const { totals, addresses } = await floodTotals(ctx.deps.db, ctx.reach, selectionOf(q), TOP_ADDRESSES);
  return {
    applications: totals?.applications ?? 0,
    files: (totals?.resumes ?? 0) + (totals?.documents ?? 0),
    bytes: Number(totals?.bytes ?? 0),
    addresses: addresses.map((row) => ({
      address: row.address,
      applications: row.applications,
      bytes: Number(row.bytes),
      first_applied_at: row.first_applied_at.toISOString(),
      last_applied_at: row.last_applied_at.toISOString(),
    })),
  };
}

/**
 * `POST /v1/applications/purge` (decision 0062): deletes the selection's applications of the site
 * with their files, in one transaction, audited, when the count is still the one the admin
 * confirmed (else 409 and nothing changes); their files are released once it is committed.
 */
export async function purgeFlood(ctx: ResourceContext, body: PurgeApplications): Promise<PurgedApplications> {
  const { expected, ...q } = body;
  const selection = selectionOf(q);
  const purged = await ctx.deps.db.transaction(async (tx) => {
    const done = await purgeSelected(tx, ctx.reach, selection, expected);
    if (!done) throw conflict(MESSAGES.purgeChanged);
    await recordAudit(tx, {
      siteId: ctx.reach.siteId,
      actorId: ctx.user.id,
      subject: 'application',
      subjectId: selection.address ?? 'window',
      action: 'purge',
      details: {
        address: selection.address ?? null,
        from: q.from ?? null,
        to: q.to ?? null,
        applications: done.applications,
        files: done.fileIds.length,
        bytes: done.bytes,
        seekers: done.seekers,
      },
    });
    return done;
  });
  for (let i = 0; i < purged.fileIds.length; i += RELEASE_BATCH) {
    await releaseFiles(ctx.deps, purged.fileIds.slice(i, i + RELEASE_BATCH));
  }
  return {
    applications: purged.applications,
    files: purged.fileIds.length,
    bytes: purged.bytes,
    seekers: purged.seekers,
  };
}

/** The sweep's part: applications forget their sender's address after CANDIDATE_ADDRESS_RETENTION_DAYS. */
export const forgetOldClientAddresses = (deps: AppDeps) =>
  forgetClientAddresses(deps.db, deps.config.CANDIDATE_ADDRESS_RETENTION_DAYS);
